/// SwiftUI bindings, as far as the playground follows them: `$model.isOn` of a `@Bindable`
/// model, `$count` of a `@State`, and a child's `@Binding var`. Making a binding reads nothing;
/// reading through it (a child's body reading its `@Binding`) reads the model's property there,
/// so the read is tracked in the body that makes it — as in SwiftUI, where a `Toggle` reads its
/// binding in its own body, not in the parent's. The playground's controls (`Toggle`,
/// `TextField`, ...) keep the binding and read nothing.
final class BindingValue: HostObject {
  let label: String
  /// What it points to (the model), so a parent's new binding to the same property is the same
  /// input for a child view.
  let target: AnyObject?
  let read: (VM) throws -> Value
  init(label: String, target: AnyObject?, read: @escaping (VM) throws -> Value) {
    self.label = label
    self.target = target
    self.read = read
  }
  override var typeName: String { "Binding" }
  override var description: String { "Binding(\(label))" }
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? BindingValue, let t = target else { return self === other }
    return o.target === t && o.label == label
  }

  /// `$name` inside a view: the projected value of its `@Bindable`, `@State` or `@Binding`
  /// property `name`; nil when it has none.
  static func projectedValue(_ s: StructValue, _ name: String) -> Value? {
    guard name.hasPrefix("$"), let field = s.type.fieldsByName[String(name.dropFirst())] else { return nil }
    let value = s.fields[field.index]
    if field.attributes.contains("Bindable"), case .object(let o) = value {
      return .host(BindableProjection(object: o, label: field.name))
    }
    if field.attributes.contains("Binding"), case .host(is BindingValue) = value { return value }
    if field.attributes.contains("State") {
      return .host(BindingValue(label: field.name, target: nil) { _ in value })
    }
    return nil
  }
}

/// `$model` of a `@Bindable var model`: its members are bindings to the model's properties.
final class BindableProjection: HostObject {
  let object: Instance
  let label: String
  init(object: Instance, label: String) {
    self.object = object
    self.label = label
  }
  override var typeName: String { "Bindable" }

  /// `$model.isOn`: a binding to the property (stored, or computed through its getter), read only
  /// when something reads through it.
  func member(_ sym: Int, _ program: Program) throws -> Value {
    let o = object
    let label = self.label + "." + program.symbolName(sym)
    switch o.cls.member(sym) {
    case .field(let field)?:
      return .host(BindingValue(label: label, target: o) { vm in try vm.readField(o, field) })
    case .computed?:
      return .host(BindingValue(label: label, target: o) { vm in try vm.memberValue(.object(o), sym) })
    default:
      throw Fault("'\(program.symbolName(sym))' is not a property of '\(o.cls.name)': a binding needs one")
    }
  }
}
