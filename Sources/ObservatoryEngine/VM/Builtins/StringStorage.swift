/// How a String of more than 15 UTF-8 bytes was made, which Swift's iterator of it prints: its
/// storage's `_countAndFlagsBits` are flags and the UTF-8 count. A literal's storage is in the
/// program's image (flags 0xD000_0000_0000_0000 when it is ASCII, 0x1000_0000_0000_0000 when not);
/// a computed one (`+`, interpolation, `String(repeating:count:)`, `uppercased()`) is native
/// (0xF000_0000_0000_0000, 0x3000_0000_0000_0000). Verified against Swift 6.3.1 at -Onone (which
/// the playground follows: -O folds `"a" + "b"` into a literal), `Language/string-iterators-printed`.
/// The compiler decides it from the lesson's code and stamps it on the iterator
/// (`Compiler+StringIterators.swift`).
enum StringStorage {
  case literal
  case native

  func countAndFlagsBits(utf8Count: Int, isASCII: Bool) -> UInt64 {
    let flags: UInt64 =
      switch (self, isASCII) {
      case (.literal, true): 0xD000_0000_0000_0000
      case (.literal, false): 0x1000_0000_0000_0000
      case (.native, true): 0xF000_0000_0000_0000
      case (.native, false): 0x3000_0000_0000_0000
      }
    return flags | UInt64(utf8Count)
  }
}
