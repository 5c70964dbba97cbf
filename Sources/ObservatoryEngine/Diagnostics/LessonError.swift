/// An error in a lesson: bad syntax, a name that does not exist, or a Swift trap (overflow, index
/// out of range, nil unwrap, ...) turned into a message. Lesson code is untrusted input, so every
/// failure ends here, never in a crash of the playground.
public struct LessonError: Error, Sendable {
  public enum Kind: String, Sendable {
    case syntax = "syntax error"
    case compile = "error"
    case runtime = "runtime error"
    case assertion = "assertion failed"
    case limit = "stopped"
  }
  public let kind: Kind
  public let message: String
  public let loc: SourceLoc?
  /// What to write instead, for common Swift mistakes.
  public let hint: String?

  public init(_ kind: Kind, _ message: String, at loc: SourceLoc?, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.loc = loc
    self.hint = hint
  }
}
