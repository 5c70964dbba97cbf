/// `$0`, `$1`, ...: a closure's anonymous parameters. The number says how many parameters the
/// closure takes, and the compiler makes a slot for each, so a number is bounded here, before
/// anything is allocated (`{ $1000000000000 }` would otherwise ask for terabytes, and
/// `{ $9223372036854775807 }` overflow the count).
extension Parser {
  /// The largest anonymous parameter number a closure may use.
  static let maxAnonymousParameter = 255

  /// Throws if `name` (what follows `$`) is a number too large for an anonymous parameter.
  func checkAnonymousParameter(_ name: String, at start: Int) throws {
    guard let first = name.first, first.isASCII, first.isNumber else { return }
    let isNumber = name.allSatisfy { $0.isASCII && $0.isNumber }
    let n = isNumber && name.count <= 6 ? Int(name) : nil
    guard let n, n <= Parser.maxAnonymousParameter else {
      throw error(
        "'$\(name.prefix(40))\(name.count > 40 ? "..." : "")' is not an anonymous closure parameter the playground "
          + "supports: a closure may use $0 to $\(Parser.maxAnonymousParameter)",
        at: start)
    }
  }
}
