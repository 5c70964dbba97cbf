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
    /// Swift accepts the code, but the playground cannot run it.
    case unsupported = "playground limit"
    /// A compiler warning (the compiler check reports them beside the lesson, never stopping it).
    case warning = "warning"
  }
  /// An error Swift's compiler would give, or a limit of the playground: either refuses the whole
  /// lesson before its first statement runs, also when the playground meets it only half-way
  /// through a run (`LessonRun` runs a lesson through before it shows a step). Traps, failed
  /// checks and budgets stay where the run met them, as Swift's own do.
  public var refusesTheLesson: Bool { kind == .syntax || kind == .compile || kind == .unsupported }
  public let kind: Kind
  public let message: String
  public let loc: SourceLoc?
  /// What to write instead, for common Swift mistakes.
  public let hint: String?
  /// The compiler's notes on this error (each may point elsewhere in the lesson), as it says them.
  public var notes: [Note] = []
  /// What the compiler suggests writing, and where.
  public var fixIt: FixIt?
  /// Further errors reported with this one: the compiler lists every error in a lesson at once.
  public var others: [LessonError] = []

  /// A compiler note at a place in the lesson (or none).
  public struct Note: Sendable {
    public let message: String
    public let loc: SourceLoc?
    public let fixIt: FixIt?
    public init(_ message: String, at loc: SourceLoc?, fixIt: FixIt? = nil) {
      self.message = message
      self.loc = loc
      self.fixIt = fixIt
    }
  }

  /// A fix-it: the text Swift suggests writing at a place (`await `, `try `, `var`).
  public struct FixIt: Sendable {
    public let loc: SourceLoc
    public let text: String
    public init(_ text: String, at loc: SourceLoc) {
      self.text = text
      self.loc = loc
    }
  }

  public init(_ kind: Kind, _ message: String, at loc: SourceLoc?, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.loc = loc
    self.hint = hint
  }
}
