/// The real Swift compiler's say on a lesson before the playground runs any of it (DESIGN §1 and
/// §8): what Swift refuses never runs, and its errors are Swift's own, at Swift's line and column.
///
/// The engine only asks; the asking is done by a `SwiftChecker` that the command line installs
/// (ObservatoryVerification's `CompilerGate`: the lesson's export type-checked by the installed
/// `swiftc`). Every way a lesson is opened goes through `LessonRun.load(path:)` and every REPL entry
/// through `Session.evaluate`, which both call `SwiftCheck`. Code that drives the engine directly
/// (its tests, the fuzzer) runs without a checker.
public protocol SwiftChecker: AnyObject {
  /// Swift's diagnostics for `file`, which runs after `context` (a REPL session's earlier entries,
  /// or the lesson they were typed beside): errors and warnings located in `file`, in the
  /// lesson's own lines and columns. Context is already checked: nothing is reported in it.
  /// A REPL `entry` that ends with an expression shows its value, so that value is not unused.
  func diagnose(_ file: SourceFile, after context: [CheckedEntry], entry: Bool) -> SwiftDiagnostics

  /// What the `@Observable` macro writes for `type` (or for every such class when nil) declared
  /// in `texts` (a lesson, or a REPL session's lesson and entries), as the compiler expands it,
  /// annotated with the rules: lines to show. Throws when there is no such class.
  func observableExpansion(of type: String?, in texts: [CheckedEntry]) throws -> [String]
}

/// Text the compiler accepted earlier in a REPL session: an entry, or the lesson loaded in it.
public struct CheckedEntry: Sendable {
  public let file: SourceFile
  /// `$R3`: the REPL named the value of the entry's last expression.
  public let resultName: String?
  public init(_ file: SourceFile, resultName: String? = nil) {
    self.file = file
    self.resultName = resultName
  }
}

/// What the compiler said about one lesson or entry.
public struct SwiftDiagnostics: Sendable {
  public var errors: [LessonError]
  public var warnings: [LessonError]
  /// The integer literals Swift typed as `Double`: their offsets in the file, with their values.
  public var doubleLiterals: [Int: Double] = [:]
  /// The literals Swift made values of a lesson type (`let price: Money = 5`), by their offsets.
  public var literalInits: [Int: LiteralInit] = [:]
  /// Swift makes a literal a value through a generic literal requirement somewhere in the lesson.
  public var genericLiteralInit = false
  /// The enum cases Swift made at a name's offset (`.done` where a `Status` is expected).
  public var implicitMembers: [Int: EnumCase] = [:]
  /// The static type Swift's `type(of:)` answers at the offset of `type`, as Swift prints it, where
  /// it names only standard-library types (`Array<Substring>`).
  public var metatypes: [Int: String] = [:]
  /// The element and state types of the `UnfoldSequence` each `sequence(state:next:)` makes, by
  /// the offset of `sequence`, as the metatypes are written (`Int`, `Array<@Reading>`).
  public var unfoldTypes: [Int: UnfoldTypes] = [:]
  /// The Substrings Swift put into an `Any` (or an `Optional<Substring>`, or an array of them),
  /// by the offset of the expression's location as Swift gives it (`SubstringBoxing`).
  public var substringBoxes: [Int: SubstringBoxing] = [:]
  /// The casts Swift decides when it compiles them, by the offset of their `is`/`as`: false for
  /// a Substring's cast Swift says always fails (`word is String`, `case let s as String`), true
  /// for one it says always succeeds (`word is Substring`, `case let s as Substring`).
  public var castOutcomes: [Int: Bool] = [:]
  /// Arithmetic Swift does on an 8-, 16- or 32-bit integer the lesson never names
  /// (`c.asciiValue! - 97`), by the offset of its operator: the integer's type.
  public var sizedArithmetic: [Int: String] = [:]
  /// The static types of values Swift prints, interpolates or puts into an `Any`, by the offset
  /// of the expression's location (an interpolation's `(`), where they are concrete generic types
  /// (`Box<@Int>`... as the metatypes are written).
  public var printedTypes: [Int: String] = [:]
  /// The static types of the values `String(describing:)` and `dump` are given, by the call's offset.
  public var describedTypes: [Int: String] = [:]
  /// The name and type arguments of generic function calls outside generic code, by the callee's
  /// offset, separated by `|` (`pair|Array<@User>|Int`), one line per call located there.
  public var typeArguments: [Int: String] = [:]
  public init(errors: [LessonError] = [], warnings: [LessonError] = []) {
    self.errors = errors
    self.warnings = warnings
  }

  /// A literal initializer of a lesson type: the type's path (`Shop.Money`) and the label
  /// (`integerLiteral`, `floatLiteral`, `stringLiteral`, `booleanLiteral`).
  public struct LiteralInit: Sendable, Equatable {
    public let type: String
    public let label: String
    public init(type: String, label: String) {
      self.type = type
      self.label = label
    }
  }

  /// The generic arguments of a `sequence(state:next:)`'s `UnfoldSequence`: the element's type
  /// and the state's (nil when the check could not keep it).
  public struct UnfoldTypes: Sendable, Equatable {
    public let element: String
    public let state: String?
    public init(element: String, state: String?) {
      self.element = element
      self.state = state
    }
  }

  /// A case of an enum: the type's path (`Outer.Mode`) and the case's name.
  public struct EnumCase: Sendable, Equatable {
    public let type: String
    public let name: String
    public init(type: String, name: String) {
      self.type = type
      self.name = name
    }
  }
}

/// What Swift put into an existential at a place where the playground has a String: a
/// `Substring`, an `Optional<Substring>` or an array of Substrings.
public enum SubstringBoxing: Sendable, Equatable {
  case value, optional, array
}

public enum SwiftCheck {
  /// The checker in use (nil: no compiler check, said once by whoever left it out).
  nonisolated(unsafe) public static var checker: (any SwiftChecker)?
  /// Where warnings go (the command line prints them dimmed, once per lesson; nil drops them).
  nonisolated(unsafe) public static var warnings: (([LessonError]) -> Void)?

  /// Throws Swift's errors for `file` (the first error, with the others attached); hands its
  /// warnings to `warnings`. Does nothing without a checker.
  public static func check(_ file: SourceFile, after context: [CheckedEntry] = [], entry: Bool = false) throws {
    guard let checker else { return }
    let d = checker.diagnose(file, after: context, entry: entry)
    if !d.warnings.isEmpty { warnings?(d.warnings) }
    guard var first = d.errors.first else {
      file.acceptedBySwift = true
      file.doubleLiterals = d.doubleLiterals
      file.literalInits = d.literalInits
      file.genericLiteralInit = d.genericLiteralInit
      file.implicitMembers = d.implicitMembers
      file.metatypes = d.metatypes
      file.unfoldTypes = d.unfoldTypes
      file.substringBoxes = d.substringBoxes
      file.castOutcomes = d.castOutcomes
      file.sizedArithmetic = d.sizedArithmetic
      file.printedTypes = d.printedTypes
      file.describedTypes = d.describedTypes
      file.typeArguments = d.typeArguments
      return
    }
    first.others = Array(d.errors.dropFirst())
    throw first
  }

  /// Runs the playground's parse and compile of `file`: an error it finds in text that Swift
  /// accepted is said to be the playground's limit (the learner's code is valid Swift).
  public static func loading<T>(_ file: SourceFile, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as LessonError {
      guard file.acceptedBySwift, e.kind == .syntax || e.kind == .compile, e.loc?.file === file else { throw e }
      // A message that names the playground already says whose limit it is.
      let names = e.message.contains("in the playground") || e.message.contains("by the playground")
      var limit = LessonError(
        .unsupported, (names ? "" : "Swift accepts this, but the playground cannot run it: ") + e.message, at: e.loc,
        hint: e.hint)
      limit.notes = e.notes
      throw limit
    }
  }
}
