/// Text files built into the binary (Package.swift's `.embedInCode`: the lesson prelude, the web
/// pages' style and script, `docs/rules.md`), kept as the files they are rather than as code in
/// string literals.
package enum EmbeddedText {
  /// The file's text, without the newline that ends its last line.
  package static func text(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
