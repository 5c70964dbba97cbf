/// A type as a runtime value: `Counter` in `Counter()`, `Double` in `Double.nan`.
public class TypeValue {
  package let name: String
  init(name: String) { self.name = name }
}

/// Builtin types (`Int`, `Task`, `Observations`, ...), whose members are natives.
public final class BuiltinType: TypeValue {
  /// The generic arguments written after the name (`AsyncStream<Int>`: `["Int"]`), if any.
  let arguments: [String]
  init(name: String, arguments: [String] = []) {
    self.arguments = arguments
    super.init(name: name)
  }
}
