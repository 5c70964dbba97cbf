/// A type as a runtime value: `Counter` in `Counter()`, `Double` in `Double.nan`.
public class TypeValue {
  package let name: String
  init(name: String) { self.name = name }
}

/// Builtin types (`Int`, `Task`, `Observations`, ...), whose members are natives.
public final class BuiltinType: TypeValue {
  /// The generic arguments written after the name (`AsyncStream<Int>`: `["Int"]`), if any.
  let arguments: [String]
  /// Their names as Swift prints them (`Array<Int>`, `Swift.Array<Swift.Int>`), where the
  /// compiler could write them (`Compiler+StaticTypeNames.swift`).
  let argumentNames: [(plain: String, qualified: String)?]
  init(name: String, arguments: [String] = [], argumentNames: [(plain: String, qualified: String)?] = []) {
    self.arguments = arguments
    self.argumentNames = argumentNames
    super.init(name: name)
  }
}
