/// One token of the lesson language. Whitespace is not a token, but whether a token had space or a
/// line break before it is recorded: Swift uses both to tell `a!` from `a != b` and to end statements.
public struct Token: Sendable {
  public enum Kind: Sendable, Equatable {
    case identifier(String)
    case keyword(Keyword)
    /// `$0`, `$1` (closure shorthand) or `$name` (a projected value, as in `$title.sink`).
    case dollar(String)
    case int(Int)
    case double(Double)
    case string([StringPart])
    /// An operator or punctuation mark such as `+=`, `..<`, `{`, `,`.
    case punct(String)
    /// `#expect`, `#log`, `#graph`, ...
    case pound(String)
    /// `@Observable`, `@MainActor`, ...
    case attribute(String)
    /// A `//:` narration line (text after the marker).
    case narration(String)
    case eof
  }

  public var kind: Kind
  public var start: Int
  public var end: Int
  public var spaceBefore: Bool
  public var newlineBefore: Bool

  public func isPunct(_ p: String) -> Bool {
    if case .punct(let q) = kind { return q == p }
    return false
  }
  public func isKeyword(_ k: Keyword) -> Bool {
    if case .keyword(let q) = kind { return q == k }
    return false
  }
  public var identifier: String? {
    if case .identifier(let s) = kind { return s }
    return nil
  }
}

/// A piece of a string literal: literal text, or the source range of an interpolated expression.
public enum StringPart: Sendable, Equatable {
  case text(String)
  case interpolation(start: Int, end: Int)
}

/// Reserved words. Contextual words (`get`, `set`, `mutating`, `async`, `some`, ...) stay identifiers.
public enum Keyword: String, Sendable, CaseIterable {
  case `class`, `struct`, `enum`, `protocol`, `extension`, `func`, `init`, `deinit`, `let`, `var`
  case `if`, `else`, `guard`, `for`, `in`, `while`, `repeat`, `break`, `continue`, `return`
  case `switch`, `case`, `default`, `do`, `catch`, `throw`, `throws`, `rethrows`, `try`, `await`
  case `true`, `false`, `nil`, `self`, `Self`, `static`, `import`, `where`, `is`, `as`
  case `typealias`, `defer`, `inout`, `super`, `fallthrough`
  case underscore = "_"
}
