/// Standard-library types written in the lesson language itself and compiled into every program
/// before the lesson, so they behave exactly as the lesson's own types do: `Result` (verified
/// against Swift 6.3.1: `success(5)`, `failure(main.E.bad)`, `get()`, `map`, `Result { try ... }`).
enum LessonPrelude {
  static let source = """
    enum Result<Success, Failure: Error> {
      case success(Success)
      case failure(Failure)

      init(catching body: () throws -> Success) {
        do {
          self = .success(try body())
        } catch {
          self = .failure(error)
        }
      }

      func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
      }

      func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
      }

      func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
      }

      func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
      }
    }
    """

  /// Compiles the prelude's declarations into `program` (once).
  static func install(into program: Program) {
    guard program.nominalType("Result") == nil else { return }
    let file = SourceFile(path: "<prelude>", text: source)
    do {
      let compiler = Compiler(program: program, file: file)
      _ = try compiler.compileScript(try Parser.parse(file), name: "<prelude>")
    } catch {
      preconditionFailure("the lesson prelude does not compile: \(error)")
    }
  }
}
