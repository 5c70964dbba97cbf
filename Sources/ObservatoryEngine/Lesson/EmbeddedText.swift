/// Text files built into the binary (Package.swift's `.embedInCode`: the lesson prelude, the web
/// pages' style and script, `docs/rules.md`), kept as the files they are rather than as code in
/// string literals.
package enum EmbeddedText {
  /// The file's text, without the newline that ends its last line (the bytes are cut before they
  /// are decoded: dropping a `String`'s last character counts all of them).
  package static func text(_ bytes: [UInt8]) -> String {
    let end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
