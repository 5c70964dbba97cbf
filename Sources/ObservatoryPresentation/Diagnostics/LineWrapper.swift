/// Wraps printed lines to a terminal width. A line keeps its structure on the lines it continues
/// on: the gutter (`     │ `), the event number's column, the indentation by cause, tree
/// branches (`├─` continues as `│ `) and bullets (`* `) become a hanging indent, and the text
/// breaks between words (inside a word only when the word alone is too long). Colour sequences
/// take no width, and a colour open at a break is closed there and opened again after the indent.
public struct LineWrapper: Sendable {
  public let width: Int

  public init(width: Int) { self.width = max(20, width) }

  public func wrap(_ lines: [String]) -> [String] { lines.flatMap { wrap($0) } }

  /// `hang`: how much further than the decoration continuation lines are indented (2 shows that
  /// they continue; 0 for paragraphs of prose).
  public func wrap(_ line: String, hang: Int = 2) -> [String] {
    if line.contains("\n") {
      return line.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0), hang: hang) }
    }
    guard DisplayWidth.of(line) > width else { return [line] }
    let atoms = LineWrapper.atoms(line)
    var (prefixEnd, hasMarker) = LineWrapper.prefixLength(atoms)
    // Escapes right before the text open its colour: they belong to the text.
    while prefixEnd > 0, atoms[prefixEnd - 1].isEscape { prefixEnd -= 1 }
    var prefix = atoms[..<prefixEnd].map(\.text).joined()
    var prefixWidth = atoms[..<prefixEnd].reduce(0) { $0 + $1.width }
    var continuation =
      atoms[..<prefixEnd].map { LineWrapper.continued($0) }.joined()
      + String(repeating: " ", count: hasMarker ? 0 : hang)
    var continuationWidth = prefixWidth + (hasMarker ? 0 : hang)
    var body = Array(atoms[prefixEnd...])
    if continuationWidth > width / 2 {
      // Too deep to hang under: continue at a small indent instead.
      continuation = "    "
      continuationWidth = 4
    }
    if prefixWidth > width / 2 {
      body = atoms
      prefix = ""
      prefixWidth = 0
    }
    // A colour the decoration opens and leaves open goes on into the text.
    let color = atoms[..<prefixEnd].reduce(nil as String?) { $1.isEscape ? LineWrapper.colorAfter($1.text, $0) : $0 }
    return fill(
      body, prefix: prefix, prefixWidth: prefixWidth, continuation: continuation,
      continuationWidth: continuationWidth, color: body.count == atoms.count ? nil : color)
  }

  /// Prose: `text` after `indent` on the first line and after `continuation` on the others,
  /// broken between words.
  public func wrap(_ text: String, indent: String, continuation: String) -> [String] {
    fill(
      LineWrapper.atoms(text), prefix: indent, prefixWidth: DisplayWidth.of(indent), continuation: continuation,
      continuationWidth: DisplayWidth.of(continuation))
  }

  private func fill(
    _ body: [Atom], prefix: String, prefixWidth: Int, continuation: String, continuationWidth: Int,
    color: String? = nil
  ) -> [String] {
    var out: [String] = []
    var current = prefix
    var used = prefixWidth
    var lineHasText = false
    var activeColor = color
    var word = (range: 0..<0, isPath: false)
    var k = 0
    func breakLine() {
      if activeColor != nil { current += "\u{1B}[0m" }
      out.append(current)
      current = continuation + (activeColor ?? "")
      used = continuationWidth
      lineHasText = false
    }
    while k < body.count {
      let a = body[k]
      if a.isSpace {
        // Spaces at a break are dropped; elsewhere they are kept as written.
        var end = k
        while end < body.count, body[end].isSpace { end += 1 }
        let spaces = body[k..<end].reduce(0) { $0 + $1.width }
        let next = LineWrapper.wordWidth(body, from: end)
        if lineHasText && used + spaces + next > width && end < body.count {
          breakLine()
        } else if end < body.count || used + spaces <= width {
          for s in body[k..<end] { current += s.text }
          used += spaces
        }
        k = end
        continue
      }
      if a.isEscape {
        current += a.text
        activeColor = LineWrapper.colorAfter(a.text, activeColor)
        k += 1
        continue
      }
      if used + a.width > width && lineHasText {
        // A word longer than a whole line breaks inside it (a path does not). Whether the word is
        // a path is found once per word, so a word of a million characters is wrapped in linear time.
        if !(word.range.contains(k)) { word = LineWrapper.word(body, around: k) }
        if !word.isPath { breakLine() }
      }
      current += a.text
      used += a.width
      lineHasText = true
      k += 1
    }
    out.append(current)
    return out
  }

  // MARK: - Pieces of a line

  struct Atom {
    let text: String
    let width: Int
    var isSpace: Bool { text == " " }
    var isEscape: Bool { text.first == "\u{1B}" }
  }

  /// Characters and whole escape sequences.
  static func atoms(_ line: String) -> [Atom] {
    var out: [Atom] = []
    var escape: String?
    for c in line {
      if var e = escape {
        e.append(c)
        if let a = c.asciiValue, (0x40...0x7E).contains(a), c != "[" {
          out.append(Atom(text: e, width: 0))
          escape = nil
        } else {
          escape = e
        }
        continue
      }
      if c == "\u{1B}" {
        escape = "\u{1B}"
        continue
      }
      out.append(Atom(text: String(c), width: DisplayWidth.of(c)))
    }
    if let e = escape { out.append(Atom(text: e, width: 0)) }
    return out
  }

  static let boxCharacters: Set<String> = ["│", "├", "└", "─", "┬", "┼", "╰", "╭", "|", "┆"]
  static let markers: Set<String> = ["*", "-", "•", "»", "→"]

  /// Where the line's decoration ends: spaces, box drawing, an event number (digits followed by
  /// a space), and at most one bullet marker followed by a space (then the hang is under the text).
  static func prefixLength(_ atoms: [Atom]) -> (Int, hasMarker: Bool) {
    var k = 0
    while k < atoms.count {
      let a = atoms[k]
      if a.isEscape || a.isSpace || boxCharacters.contains(a.text) {
        k += 1
        continue
      }
      if a.text.first?.isASCII == true, a.text.first?.isNumber == true {
        var end = k
        while end < atoms.count, atoms[end].text.first?.isNumber == true, atoms[end].text.first?.isASCII == true {
          end += 1
        }
        while end < atoms.count, atoms[end].isEscape { end += 1 }  // a coloured number
        if end < atoms.count, atoms[end].isSpace, k == 0 || atoms[k - 1].isSpace || atoms[k - 1].isEscape {
          k = end
          continue
        }
        return (k, false)
      }
      if markers.contains(a.text), k + 1 < atoms.count, atoms[k + 1].isSpace {
        var end = k + 1
        while end < atoms.count, atoms[end].isSpace { end += 1 }
        return (end, true)
      }
      return (k, false)
    }
    return (k, false)
  }

  /// How a decoration character looks on the lines that continue it.
  static func continued(_ a: Atom) -> String {
    if a.isEscape || a.isSpace { return a.text }
    switch a.text {
    case "│", "|", "┆": return a.text
    case "├", "┼": return "│"
    default: return String(repeating: " ", count: a.width)
    }
  }

  /// The word around `k` (up to the spaces on either side), and whether it is a file path or
  /// URL, which must stay whole to be copied.
  static func word(_ atoms: [Atom], around k: Int) -> (range: Range<Int>, isPath: Bool) {
    var s = k
    while s > 0, !atoms[s - 1].isSpace { s -= 1 }
    var e = k
    while e < atoms.count, !atoms[e].isSpace { e += 1 }
    return (s..<e, atoms[s..<e].contains { $0.text == "/" } && e - s > 1)
  }

  /// The width of the word starting at `k` (up to the next space).
  static func wordWidth(_ atoms: [Atom], from k: Int) -> Int {
    var w = 0
    var i = k
    while i < atoms.count, !atoms[i].isSpace {
      w += atoms[i].width
      i += 1
    }
    return w
  }

  /// The colour in effect after an SGR sequence (`ESC[0m` ends it; the playground never nests).
  static func colorAfter(_ escape: String, _ current: String?) -> String? {
    guard escape.hasSuffix("m") else { return current }
    return escape == "\u{1B}[0m" || escape == "\u{1B}[m" ? nil : escape
  }
}
