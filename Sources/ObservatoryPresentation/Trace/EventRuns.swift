/// Runs of similar trace lines, collapsed into one line each: a thousand tiles mounting is
/// `▣ body BigLegacyTile[0…999] runs (#1, holds an ObservableObject)  (1,000 bodies)`, and a
/// read followed by a body run, repeated, is two lines. Lines are similar when they differ only
/// in their numbers; where a number changes along the run it is shown as `0…999` (when it counts
/// up by one) or as its first values and last. Program output, checks and blocks (`#log`,
/// `#graph`) are never collapsed, and `--verbose` or `:log` show every event.
enum EventRuns {
  /// One rendered event, with what collapsing needs to know about it.
  struct Item {
    /// The event's number in the step.
    let number: Int
    /// Its text with indentation (without the number).
    let text: String
    /// Whether it may be part of a collapsed run.
    let collapsible: Bool
    /// What a count of these is called: `bodies`, `reads`.
    let noun: String
    /// The text with every number replaced, and the numbers.
    let shape: String
    let numbers: [Int]
    /// Extra lines printed below it (`#log`, `#graph` blocks), never collapsed.
    let block: [String]

    init(number: Int, text: String, collapsible: Bool, noun: String, block: [String] = []) {
      self.number = number
      self.text = text
      self.collapsible = collapsible && block.isEmpty
      self.noun = noun
      self.block = block
      (shape, numbers) = EventRuns.split(text)
    }
  }

  /// A line to print: an event (or several collapsed into one), with the number it shows.
  struct Line {
    let number: Int?
    let text: String
  }

  /// Fewer repetitions than this are shown as they are: a loop that runs three times is a lesson.
  static let minimumRun = 5
  /// Blocks of up to this many lines repeat as a unit (a read, then a body run).
  static let longestPeriod = 3

  static func collapse(_ items: [Item], style: TextStyle) -> [Line] {
    var out: [Line] = []
    var i = 0
    while i < items.count {
      var best: (period: Int, repeats: Int)?
      for p in 1...longestPeriod where i + p * minimumRun <= items.count {
        guard items[i..<(i + p)].allSatisfy(\.collapsible) else { break }
        var r = 1
        while i + (r + 1) * p <= items.count, (0..<p).allSatisfy({ sameShape(items[i + $0], items[i + r * p + $0]) }) {
          r += 1
        }
        if r >= minimumRun, best == nil || r * p > best!.repeats * best!.period { best = (p, r) }
      }
      guard let (p, r) = best else {
        out.append(Line(number: items[i].number, text: items[i].text))
        out += items[i].block.map { Line(number: nil, text: $0) }
        i += 1
        continue
      }
      for k in 0..<p {
        let run = stride(from: i + k, to: i + r * p, by: p).map { items[$0] }
        out.append(Line(number: run[0].number, text: merged(run) + style.dim("  (\(grouped(r)) \(run[0].noun))")))
      }
      i += r * p
    }
    return out
  }

  static func sameShape(_ a: Item, _ b: Item) -> Bool { a.collapsible && b.collapsible && a.shape == b.shape }

  /// The text of a run, with each number that changes along it written as a range or a list.
  static func merged(_ run: [Item]) -> String {
    let first = run[0]
    var values: [String] = []
    for m in first.numbers.indices {
      let column = run.map { $0.numbers[m] }
      if column.allSatisfy({ $0 == column[0] }) {
        values.append(String(column[0]))
      } else if zip(column, column.dropFirst()).allSatisfy({ $0 != Int.max && $1 == $0 + 1 }) {
        values.append("\(column[0])…\(column[column.count - 1])")
      } else {
        values.append("\(column[0]), \(column[1]), …, \(column[column.count - 1])")
      }
    }
    var text = ""
    var k = 0
    for c in first.shape {
      if c == placeholder {
        text += values[k]
        k += 1
      } else {
        text.append(c)
      }
    }
    return text
  }

  static let placeholder: Character = "\u{E000}"

  /// `read x[3].value` → (`read x[\u{E000}].value`, [3]). Digits inside colour sequences are
  /// part of the shape, not numbers; so are digits next to a letter outside ASCII (`1⃣`, where
  /// the digit is part of a larger character). Works on the UTF-8 bytes: every trace line passes
  /// through here.
  static func split(_ text: String) -> (String, [Int]) {
    var shape: [UInt8] = []
    shape.reserveCapacity(text.utf8.count)
    var numbers: [Int] = []
    var digits: [UInt8] = []
    var inEscape = false
    func flush(asNumber: Bool) {
      guard !digits.isEmpty else { return }
      if asNumber, let n = Int(String(decoding: digits, as: UTF8.self)) {
        numbers.append(n)
        shape.append(contentsOf: placeholderBytes)
      } else {
        shape.append(contentsOf: digits)
      }
      digits.removeAll(keepingCapacity: true)
    }
    for b in text.utf8 {
      if inEscape {
        shape.append(b)
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { inEscape = false }
        continue
      }
      if b == 0x1B {
        flush(asNumber: true)
        inEscape = true
        shape.append(b)
      } else if b >= 0x30 && b <= 0x39 {
        digits.append(b)
      } else {
        flush(asNumber: b < 0x80)
        shape.append(b)
      }
    }
    flush(asNumber: true)
    return (String(decoding: shape, as: UTF8.self), numbers)
  }

  static let placeholderBytes = Array(String(placeholder).utf8)

  /// `1000` → `1,000`.
  static func grouped(_ n: Int) -> String {
    let s = String(n)
    guard s.count > 3 else { return s }
    var out = ""
    for (k, c) in s.enumerated() {
      if k > 0 && (s.count - k) % 3 == 0 { out += "," }
      out.append(c)
    }
    return out
  }

  /// Names listed compactly: `LegacyTile[0…9], sink #1`.
  static func compactList(_ names: [String]) -> String {
    var out: [String] = []
    var i = 0
    while i < names.count {
      var run = [Item(number: 0, text: names[i], collapsible: true, noun: "")]
      while i + run.count < names.count {
        let next = Item(number: 0, text: names[i + run.count], collapsible: true, noun: "")
        guard next.shape == run[0].shape, !next.numbers.isEmpty else { break }
        run.append(next)
      }
      out.append(run.count >= 3 ? merged(run) : run.map(\.text).joined(separator: ", "))
      i += run.count
    }
    return out.joined(separator: ", ")
  }

  /// Plain lines with runs of similar ones collapsed (`:objects` for a thousand tiles).
  static func collapse(lines: [String], noun: (String) -> String, style: TextStyle) -> [String] {
    collapse(lines.map { Item(number: 0, text: $0, collapsible: true, noun: noun($0)) }, style: style).map(\.text)
  }
}
