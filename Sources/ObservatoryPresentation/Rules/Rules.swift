import Foundation
import ObservatoryEngine

/// The rules of Observation the playground follows (`docs/rules.md`, built into the binary): each
/// has an id the output cites (`R7`, `L4`), a title, and its text with its proof (a probe program
/// and what the real runtime printed). `:rule R7` and `observatory rule R7` print one.
public enum Rules {
  public struct Rule: Sendable {
    /// `R7`, `L4`, `SwiftUI`.
    public let id: String
    public let title: String
    /// The rule's Markdown, without its heading.
    public let body: [String]
  }

  /// Every rule, in the document's order.
  public static let all: [Rule] = parse(EmbeddedText.text(PackageResources.rules_md))

  /// The document as written: `docs/rules.md`, built into the binary (`Rules/rules.md` links to it;
  /// Package.swift: `.embedInCode`).
  public static var markdown: String { String(decoding: PackageResources.rules_md, as: UTF8.self) }

  /// `### R7. Title` starts a rule; the next heading ends it.
  static func parse(_ text: String) -> [Rule] {
    var rules: [Rule] = []
    var current: (id: String, title: String, body: [String])?
    func flush() {
      guard let c = current else { return }
      var body = c.body
      while body.last?.trimmingCharacters(in: .whitespaces).isEmpty == true || body.last?.hasPrefix("-----") == true {
        body.removeLast()
      }
      rules.append(Rule(id: c.id, title: c.title, body: body))
      current = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("#") {
        flush()
        if line.hasPrefix("### "), let dot = line.firstIndex(of: ".") {
          let id = String(line.dropFirst(4)[..<dot])
          if !id.contains(" ") {
            current = (id, line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces), [])
          }
        }
        continue
      }
      current?.body.append(line)
    }
    flush()
    return rules
  }

  /// The rules a query names: `R7`, `r7`, `(R7)`, `7`, `L4`, a range `R16-R19` or `L1–L5`,
  /// `legacy` (L1–L5), `swiftui`. Empty when it names none.
  public static func find(_ query: String) -> [Rule] {
    var q = query.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "()"))
    if q.lowercased().hasPrefix("rule ") { q = String(q.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
    let lower = q.lowercased()
    if lower == "legacy" { return all.filter { $0.id.hasPrefix("L") } }
    if let r = all.first(where: { $0.id.lowercased() == lower }) { return [r] }
    if let n = Int(q), let r = all.first(where: { $0.id == "R\(n)" }) { return [r] }
    for dash in ["-", "–", "…"] where q.contains(dash) {
      let ends = q.components(separatedBy: dash).map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
      guard ends.count == 2, let a = ends.first, var b = ends.last, let letter = a.first else { continue }
      if b.first?.isNumber == true { b = String(letter) + b }
      guard let lo = Int(a.dropFirst()), let hi = Int(b.dropFirst()), b.first == letter, lo <= hi else { continue }
      let ids = Set((lo...hi).map { "\(letter)\($0)" })
      return all.filter { ids.contains($0.id) }
    }
    return []
  }

  /// The rule ids a text cites (`(R7)`, `R13, R21`, `L1–L5`), in order, each once.
  public static func citations(in text: String) -> [String] {
    var out: [String] = []
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let startsWord = i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber)
      if c == "R" || c == "L", startsWord, i + 1 < chars.count, chars[i + 1].isASCII, chars[i + 1].isNumber {
        var k = i + 1
        while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
        let endsWord = k == chars.count || !(chars[k].isLetter || chars[k] == "_")
        if endsWord {
          let id = String(chars[i..<k])
          if !out.contains(id) { out.append(id) }
        }
        i = k
        continue
      }
      i += 1
    }
    return out
  }

  /// A rule for the terminal: its id and title in bold, then its text (paragraphs re-flowed to
  /// `width`, their inline Markdown rendered when colour is on, tables in columns, code as written,
  /// long lines wrapped). Without `proof`, the text stops where the proof begins and says how to ask
  /// for it.
  public static func render(_ rule: Rule, style: TextStyle, width: Int, proof: Bool = true) -> [String] {
    let wrapper = LineWrapper(width: width)
    var out = wrapper.wrap(style.bold("\(rule.id). \(rule.title)"), hang: 0) + [""]
    var paragraph = ""
    var inFence = false
    func flush() {
      guard !paragraph.isEmpty else { return }
      let marker = Transcript.itemMarkerWidth(paragraph)
      out += wrapper.wrap(
        Transcript.inlineMarkdown(paragraph, style: style), indent: "",
        continuation: String(repeating: " ", count: marker))
      paragraph = ""
    }
    var table: [String] = []
    for line in rule.body {
      if !table.isEmpty && !line.hasPrefix("|") {
        out += tableLines(table, style: style, width: width)
        table = []
      }
      if !proof && !inFence && (line.hasPrefix("*Proof:*") || line.hasPrefix("`probes/")) {
        flush()
        while out.last == "" { out.removeLast() }
        out += ["", style.dim("(:rule \(rule.id) proof shows the probe that proves it and what Swift printed)")]
        return out
      }
      if line.hasPrefix("```") {
        flush()
        inFence.toggle()
        out.append(style.dim(line))
      } else if inFence {
        out += codeLines("    " + line, width: width)
      } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
        flush()
        out.append("")
      } else if line.hasPrefix("|") {
        flush()
        table.append(line)
        continue
      } else if Transcript.startsItem(line) || line.hasPrefix("*Source:*") || line.hasPrefix("*Proof:*")
        || line.hasPrefix("`probes/")
      {
        flush()
        paragraph = line
      } else {
        paragraph += (paragraph.isEmpty ? "" : " ") + line.trimmingCharacters(in: .whitespaces)
      }
    }
    flush()
    out += tableLines(table, style: style, width: width)
    return out
  }

  /// A Markdown table laid out in columns: the header in bold over a rule, each cell's inline
  /// Markdown rendered and wrapped inside its column, the widest column narrowed until the table
  /// fits `width`. A table that cannot fit (many columns on a narrow screen) is shown as written.
  static func tableLines(_ lines: [String], style: TextStyle, width: Int) -> [String] {
    let rows = lines.filter { !isDelimiterRow($0) }.map(cells)
    let columns = rows.map(\.count).max() ?? 0
    guard columns > 0 else { return [] }
    let rendered = rows.enumerated().map { r, row in
      (0..<columns).map { c -> String in
        let text = Transcript.inlineMarkdown(c < row.count ? row[c] : "", style: style)
        return r == 0 ? style.bold(text) : text
      }
    }
    let gap = 2
    let minimum = 20  // LineWrapper's narrowest width
    var widths = (0..<columns).map { c in rendered.map { DisplayWidth.of($0[c]) }.max() ?? 0 }
    let available = width - gap * (columns - 1)
    while widths.reduce(0, +) > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > minimum
    {
      widths[widest] -= 1
    }
    guard widths.reduce(0, +) <= available else { return LineWrapper(width: width).wrap(lines) }
    var out: [String] = []
    for (r, row) in rendered.enumerated() {
      let wrapped = row.enumerated().map { c, text in
        DisplayWidth.of(text) <= widths[c]
          ? [text] : LineWrapper(width: widths[c]).wrap(text, indent: "", continuation: "")
      }
      for k in 0..<(wrapped.map(\.count).max() ?? 1) {
        var line = ""
        for c in 0..<columns {
          let piece = k < wrapped[c].count ? wrapped[c][k] : ""
          line += piece
          if c < columns - 1 { line += String(repeating: " ", count: max(0, widths[c] - DisplayWidth.of(piece)) + gap) }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        out.append(line)
      }
      if r == 0 { out.append(style.dim(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))) }
    }
    return out
  }

  /// `|---|:--:|`: the line under a table's header.
  private static func isDelimiterRow(_ line: String) -> Bool {
    line.allSatisfy { "|-: ".contains($0) }
  }

  /// A table row's cells: split at `|` outside code spans, trimmed.
  private static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var inCode = false
    for c in line.trimmingCharacters(in: .whitespaces).dropFirst() {
      if c == "`" { inCode.toggle() }
      if c == "|" && !inCode {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      cells.append(current.trimmingCharacters(in: .whitespaces))
    }
    return cells
  }

  /// A line of code cut to `width` where it must be, never at a space of its own (which would read
  /// as a line break inside a string literal): each cut line ends in `↩`, its rest goes on below.
  static func codeLines(_ line: String, width: Int) -> [String] {
    guard DisplayWidth.of(line) > width, width > 8 else { return [line] }
    var out: [String] = []
    var current = ""
    var used = 0
    for c in line {
      let w = DisplayWidth.of(c)
      if used + w > width - 1 {
        out.append(current + "↩")
        current = "      "
        used = 6
      }
      current.append(c)
      used += w
    }
    return out + [current]
  }

  /// `observatory rule`: one line per rule.
  public static func index(style: TextStyle, width: Int) -> [String] {
    let wrapper = LineWrapper(width: width)
    return all.flatMap {
      wrapper.wrap(
        style.bold($0.id.padding(toLength: 8, withPad: " ", startingAt: 0)) + $0.title, indent: "",
        continuation: "        ")
    }
  }
}
