/// Text from a lesson made safe to show on a terminal. A lesson is untrusted: what it prints, its
/// narration and its source lines could hold control characters that set the window title (OSC 0),
/// write the clipboard (OSC 52), clear the screen or leave the alternate screen. Every control
/// character is shown visibly instead, as `less` and `cat -v` do: C0 characters and DEL in caret
/// notation (`ESC` is `^[`, `BEL` `^G`, DEL `^?`), C1 characters (U+0080–U+009F, which some
/// terminals obey as well) as `\u{9B}`. A tab becomes spaces to the next multiple of 8 columns
/// (counted from the start of the text), so that it is measured as wide as it is shown; a
/// newline is kept (lines are split on it later).
public enum TerminalText {
  /// `text` with every control character but the newline shown visibly.
  public static func visible(_ text: String) -> String {
    // Most text has no control character: return it as it is, without copying.
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    // Built in one String, appended to in place (a UnicodeScalarView's append(contentsOf:)
    // copies the whole text each time: quadratic in the number of tabs).
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    var column = 0
    for s in text.unicodeScalars {
      if s == "\n" {
        out.unicodeScalars.append(s)
        column = 0
      } else if s == "\t" {
        let spaces = 8 - column % 8
        out += String(repeating: " ", count: spaces)
        column += spaces
      } else if s.value < 0x20 || s.value == 0x7F {
        out += "^"
        out.unicodeScalars.append(Unicode.Scalar(UInt8(s.value == 0x7F ? 0x3F : s.value + 0x40)))
        column += 2
      } else if (0x80..<0xA0).contains(s.value) {
        let hex = String(s.value, radix: 16, uppercase: true)
        out += "\\u{\(hex)}"
        column += 4 + hex.count
      } else {
        out.unicodeScalars.append(s)
        column += DisplayWidth.of(s)
      }
    }
    return out
  }

  /// An already styled line: control characters shown visibly, except the colour sequences
  /// (`ESC [ digits ; … m`) when `keepingColor` (the line was styled with colour on).
  public static func visible(_ line: String, keepingColor: Bool) -> String {
    guard keepingColor else { return visible(line) }
    guard line.unicodeScalars.contains(where: isControl) else { return line }
    let scalars = Array(line.unicodeScalars)
    var out = ""
    var plain = ""
    var k = 0
    while k < scalars.count {
      if scalars[k] == "\u{1B}", let end = colorSequenceEnd(scalars, from: k) {
        out += visible(plain)
        plain = ""
        for s in scalars[k...end] { out.unicodeScalars.append(s) }
        k = end + 1
        continue
      }
      plain.unicodeScalars.append(scalars[k])
      k += 1
    }
    return out + visible(plain)
  }

  /// The index of the `m` that ends a colour sequence starting at `k` (`ESC [ 1 ; 31 m`).
  package static func colorSequenceEnd(_ s: [Unicode.Scalar], from k: Int) -> Int? {
    guard k + 1 < s.count, s[k + 1] == "[" else { return nil }
    var i = k + 2
    while i < s.count, ("0"..."9").contains(s[i]) || s[i] == ";" { i += 1 }
    return i < s.count && s[i] == "m" ? i : nil
  }

  /// Whether a scalar is shown differently by `visible` (newline aside).
  static func isControl(_ s: Unicode.Scalar) -> Bool {
    (s.value < 0x20 && s != "\n") || (0x7F..<0xA0).contains(s.value)
  }
}
