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

/// A generic lesson type written with its arguments, as a value (`Box<Int>.self`, `T.self` where
/// `T` holds it): it prints, compares and identifies as Swift's `Box<Int>` (`main.Box<Swift.Int>`
/// inside a collection); its members, initializers and casts are its base type's, and a value it
/// makes keeps the arguments.
final class SpecializedType: TypeNameValue {
  let base: NominalType
  let arguments: TypeArguments
  init(_ base: NominalType, _ arguments: TypeArguments) {
    self.base = base
    self.arguments = arguments
    super.init(name: base.name + arguments.plain, qualifiedName: base.qualifiedPath + arguments.qualified)
  }
}

extension TypeValue {
  /// The type whose members and initializers this one's are: a `SpecializedType`'s base.
  var unspecialized: TypeValue { (self as? SpecializedType)?.base ?? self }
}

/// Whether two type values are the same type (`==` of metatypes): the same object, or types Swift
/// names alike — `type(of: xs) == [Int].self`, `type(of: any) == String.self`, where one side is
/// a type named where it was made (`TypeNameValue`) and the other a builtin or lesson type.
func sameType(_ x: TypeValue, _ y: TypeValue) throws -> Bool {
  if x === y { return true }
  guard let a = try swiftName(of: x, comparedWith: y), let b = try swiftName(of: y, comparedWith: x) else {
    return false
  }
  return a == b
}

/// `t` as Swift's debug descriptions name it, or nil where the playground does not know it (an
/// existential's metatype, a builtin type's unwritten arguments). A generic lesson type without
/// its arguments compared with a type named with them is an error rather than an answer.
private func swiftName(of t: TypeValue, comparedWith other: TypeValue) throws -> String? {
  switch t {
  case let n as TypeNameValue: return n.qualifiedName
  case let n as NominalType where n.genericParams.isEmpty: return n.qualifiedPath
  case let n as NominalType:
    if let o = other as? TypeNameValue, o.qualifiedName.hasPrefix(n.qualifiedPath + "<") {
      throw unknownTypeArguments(n)
    }
    return nil
  case let b as BuiltinType where b.arguments.isEmpty:
    return (foundationValueTypes.contains(b.name) ? "FoundationEssentials." : "Swift.") + b.name
  default: return nil
  }
}
