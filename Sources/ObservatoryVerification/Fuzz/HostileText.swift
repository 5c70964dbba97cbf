/// The statements `LessonGenerator` makes to stress rendering and the terminal (issue 30): a
/// word, a line, an identifier or a string of up to a million characters, thousands of
/// statements on one line, narration and strings holding control characters, backtick runs and
/// HTML, and many `Observations` loops or nested optionals. Each is one line of lesson text (a
/// narration line or a statement, or several statements joined by `;`).
enum HostileText {
  static let kinds = 12
  /// Mostly sizes around a terminal's width, up to 20,000 characters.
  static let sizes = [1, 20, 80, 81, 160, 1_000, 5_000, 20_000]
  /// The long sizes, for one hostile statement in `longOneIn`: a statement of 100,000 characters
  /// or more costs a hundred times what the others do (making, lexing, wrapping, rendering it),
  /// and at one in five they took most of the fuzz target's time.
  static let longSizes = [100_000, 400_000]
  static let longOneIn = 32
  /// Text that is hard to show: escape sequences, a bell, a tab, a carriage return, C1 controls,
  /// wide characters, flags, a zero-width joiner, backticks, HTML.
  static let texts = [
    "\u{1B}]0;title\u{7}", "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;aGk=\u{7}", "\t", "\r", "\u{9B}31m", "\u{85}", "漢字",
    "🇫🇷", "👩‍👩‍👧", "e\u{301}", "```", "````", "<script>alert(1)</script>", "`` ` <b>", "/a/b/c", "\u{7F}", "\u{0}",
  ]

  static func statement(_ kind: Int, size: Int, model: String, text: String) -> String {
    let word = String(repeating: "w", count: size)
    switch kind {
    case 0: return "print(String(repeating: \"\(escaped(text))w\", count: \(size)))"
    case 1: return "let \(word)x = 1; print(\(word)y)"
    case 2: return String(repeating: "\(model).x += 1; ", count: min(size, 20_000))
    case 3: return "let s\(size) = \"\(word) \(escaped(text)) \(word)\"; print(s\(size))"
    case 4: return "//: " + String(repeating: "\(text) word ", count: min(size, 100_000) / 5 + 1)
    case 5: return "#why(\"\(String(repeating: "\(escaped(text))w", count: min(size, 10_000)))\")"
    case 6: return "print(\"\(escaped(text))\"); #expect(\"\(escaped(text))\" == \"x\")"
    case 7:
      // Raw control bytes in a string literal and a narration line, as a file can hold them.
      return "let raw = \"\(text)\(word.prefix(100))\"; print(raw) // \(text)"
    case 8: return "let t = \"\"\"\n```\n\(text)\n<script>alert(1)</script>\n\"\"\"; print(t)"
    case 9:
      return "for _ in 0..<\(min(size, 2_000)) { Task { for await v in Observations({ \(model).x }) "
        + "{ if v > 2 { break } } } }; try? await Task.sleep(for: .milliseconds(1)); \(model).x += 1"
    case 10: return "var o: Any = 1; for _ in 0..<\(min(size, 10_000)) { o = Optional(o) as Any }; print(o)"
    default: return "fatalError(\"\(escaped(text))\(word.prefix(1_000))\")"
    }
  }

  /// `text` inside a string literal: escapes for the characters a literal cannot hold as such.
  static func escaped(_ text: String) -> String {
    var out = ""
    for s in text.unicodeScalars {
      switch s {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where s.value < 0x20 || (0x7F..<0xA0).contains(s.value):
        out += "\\u{\(String(s.value, radix: 16))}"
      default: out.unicodeScalars.append(s)
      }
    }
    return out
  }
}
