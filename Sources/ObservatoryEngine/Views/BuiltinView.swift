/// The SwiftUI views the playground provides: `Text` leaves, `VStack`/`HStack`/`ZStack`/`Group`
/// containers, `ForEach`, and the `.environment(object)` modifier. Other modifiers (`.padding()`,
/// `.font(...)`) are accepted and change nothing that observation cares about.
final class BuiltinView: HostObject {
  enum Kind: Equatable {
    case text(String)
    case vstack
    case hstack
    case zstack
    case group
    /// Its content closure runs when the host renders it, not in the parent's body (as in SwiftUI).
    case forEach
    case empty
    case environment
  }

  let kind: Kind
  let children: [Value]
  /// `ForEach`: the data and the content closure.
  let data: [Value]
  let content: Value?
  let usesElementIDs: Bool
  /// `.environment(object)`: what it provides to its subtree.
  let environmentObject: Instance?

  init(
    _ kind: Kind, children: [Value] = [], data: [Value] = [], content: Value? = nil, usesElementIDs: Bool = false,
    environmentObject: Instance? = nil
  ) {
    self.kind = kind
    self.children = children
    self.data = data
    self.content = content
    self.usesElementIDs = usesElementIDs
    self.environmentObject = environmentObject
  }

  override var typeName: String {
    switch kind {
    case .text: return "Text"
    case .vstack: return "VStack"
    case .hstack: return "HStack"
    case .zstack: return "ZStack"
    case .group: return "Group"
    case .forEach: return "ForEach"
    case .empty: return "EmptyView"
    case .environment: return "ModifiedContent"
    }
  }

  override var description: String {
    if case .text(let s) = kind { return "Text(\(debugQuoted(s)))" }
    return typeName
  }

  /// Views compare by kind and content (Text by its string), for deciding whether to re-render.
  override func isEqual(to other: HostObject) -> Bool {
    guard let o = other as? BuiltinView, o.kind == kind, o.children.count == children.count else { return false }
    return zip(children, o.children).allSatisfy { viewInputsEqual($0, $1) }
      && o.environmentObject === environmentObject && o.data.count == data.count
      && zip(data, o.data).allSatisfy { viewInputsEqual($0, $1) }
  }
}

/// SwiftUI's comparison of view inputs: values by equality, objects by identity, closures never equal.
func viewInputsEqual(_ a: Value, _ b: Value) -> Bool {
  switch (a, b) {
  case (.object(let x), .object(let y)): return x === y
  case (.closure, _), (.native, _), (.boundMethod, _): return false
  case (.structValue(let x), .structValue(let y)):
    return x.type === y.type && zip(x.fields, y.fields).allSatisfy { viewInputsEqual($0, $1) }
  case (.array(let x), .array(let y)):
    return x.count == y.count && zip(x, y).allSatisfy { viewInputsEqual($0, $1) }
  case (.host(let x), .host(let y)): return x.isEqual(to: y)
  default: return structurallyEqual(a, b)
  }
}

extension Builtins {
  static let viewTypeNames: Set<String> = [
    "Text", "VStack", "HStack", "ZStack", "Group", "ForEach", "List", "Section", "ScrollView", "NavigationStack",
    "LazyVStack", "LazyHStack", "Form", "EmptyView", "Spacer", "Divider", "Button", "Toggle", "TextField", "Label",
    "TabView", "NavigationView",
  ]

  /// `Text("...")`, `VStack { ... }`, `ForEach(0..<10, id: \.self) { ... }`.
  static func constructView(_ vm: VM, _ name: String, _ args: [Value], _ names: [String?]) throws -> Value? {
    switch name {
    case "Text", "Label", "Button", "Toggle", "TextField":
      // The title; `Button(action: { ... }) { Text("Save") }` shows its label's text. An action
      // is not run: nothing taps it.
      if case .string(let title)? = args.first { return .host(BuiltinView(.text(title))) }
      if name == "Button", let label = args.last, case .closure = label,
        case .host(let v as BuiltinView) = try vm.callValue(label, [])
      {
        return .host(v)
      }
      let text = try args.first.map { try Describer.describe(vm, $0) } ?? ""
      return .host(BuiltinView(.text(text)))
    case "EmptyView", "Spacer", "Divider":
      return .host(BuiltinView(.empty))
    case "List" where args.count >= 2 && (names.first ?? nil) == nil:
      // `List(items, id: \.name) { row }`: a list around a ForEach of its rows.
      guard let rows = try constructView(vm, "ForEach", args, names) else { return nil }
      return .host(BuiltinView(.vstack, children: [rows]))
    case "VStack", "HStack", "ZStack", "Group", "List", "Section", "ScrollView", "NavigationStack", "LazyVStack",
      "LazyHStack", "Form", "TabView", "NavigationView":
      // The content closure runs now, inside the parent's body, as a container's init does.
      guard let content = args.last, case .closure = content else {
        throw Fault("\(name) needs its content in braces: \(name) { ... }")
      }
      let body = try vm.callValue(content, [])
      let kind: BuiltinView.Kind =
        name == "HStack" || name == "LazyHStack" ? .hstack : name == "ZStack" ? .zstack : .vstack
      return .host(BuiltinView(kind, children: flattenGroups([body])))
    case "ForEach":
      guard args.count >= 2, let content = args.last, case .closure = content else {
        throw Fault("ForEach needs data and a content closure: ForEach(items) { item in ... }")
      }
      let data = try elements(args[0])
      return .host(BuiltinView(.forEach, data: data, content: content, usesElementIDs: names.contains("id")))
    default: return nil
    }
  }

  /// A group's children stand in for the group itself.
  static func flattenGroups(_ views: [Value]) -> [Value] {
    views.flatMap { v -> [Value] in
      if case .host(let b as BuiltinView) = v, b.kind == .group { return flattenGroups(b.children) }
      if case .void = v { return [] }
      return [v]
    }
  }

  /// Whether a value is a view (a lesson struct conforming to View, or a builtin view).
  static func isView(_ v: Value) -> Bool {
    switch v {
    case .structValue(let s): return s.type.conformances.contains("View")
    case .host(let h): return h is BuiltinView
    default: return false
    }
  }

  /// View modifiers: `.environment(object)` provides an object to the subtree; the rest are accepted and ignored.
  static func viewModifier(_ vm: VM, _ recv: Value, _ name: String, _ args: [Value]) throws -> Value? {
    guard isView(recv) else { return nil }
    switch name {
    case "environment", "environmentObject":
      guard let o = args.last?.asObject else {
        throw Fault(".\(name)(_:) takes an object")
      }
      return .host(BuiltinView(.environment, children: [recv], environmentObject: o))
    default:
      return recv
    }
  }
}
