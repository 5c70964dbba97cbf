// MARK: - A SwiftUI-like host on the real Observation runtime
// SwiftUI's render loop cannot run in a command-line program (and does not exist on Linux), so
// views run on this host, on both: `observatory verify` reports such lessons as "simulated host".
// It follows the playground's simulated host rule for rule (observation-semantics p20): a body
// runs inside a tracking; a willSet of a property it read marks the view dirty; `settle()` re-runs
// each dirty body once, parents first, with fresh tracking; a child re-runs only if it is dirty or
// its parent gave it different inputs (values by equality, objects by identity). SwiftUI tracks a
// body with the SPI willSet tracking, which stays armed; this host uses the public one-shot
// `withObservationTracking`, which Xcode's toolchain has too (its Observation has no SwiftUI SPI).
// For marking a view dirty the two are the same: the first willSet marks it, later ones find it
// marked, and a re-render tracks afresh. A tracking from an older render (the body re-ran because
// its parent gave it new inputs) finds a newer generation and does nothing (p20's check).
import Observation

@MainActor @preconcurrency protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View { typealias Body = Never }

extension View where Body == Never {
  var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

/// What a primitive view shows the host.
enum _ViewContent {
  case text(String)
  case stack(String, [any View])
  case forEach(data: [Any], ids: [_ViewID?], content: (Any) -> any View)
  case environment(ObjectIdentifier, AnyObject, any View)
  case empty
}

@MainActor protocol _PrimitiveView {
  typealias Body = Never
  var _content: _ViewContent { get }
  var _typeName: String { get }
}

/// A ForEach id: an object by identity, a value by equality.
struct _ViewID: Hashable {
  let key: AnyHashable
  init(_ value: Any) {
    if type(of: value) is AnyClass {
      key = AnyHashable(ObjectIdentifier(value as AnyObject))
    } else if let h = value as? any Hashable {
      key = AnyHashable(h)
    } else {
      key = AnyHashable(String(reflecting: value))
    }
  }
}

@resultBuilder enum ViewBuilder {
  static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
  static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  static func buildEither(first: [any View]) -> [any View] { first }
  static func buildEither(second: [any View]) -> [any View] { second }
  static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  static func buildFinalResult(_ views: [any View]) -> Group { Group(views) }
}

struct Text: View, _PrimitiveView {
  let string: String
  init(_ string: String) { self.string = string }
  init<S: StringProtocol>(_ string: S) { self.string = String(string) }
  typealias Body = Never
  var _content: _ViewContent { .text(string) }
  var _typeName: String { "Text" }
}

struct EmptyView: View, _PrimitiveView {
  init() {}
  typealias Body = Never
  var _content: _ViewContent { .empty }
  var _typeName: String { "EmptyView" }
}

/// Several views standing in for one (a `@ViewBuilder` block): the host flattens it away.
struct Group: View, _PrimitiveView {
  let views: [any View]
  init(_ views: [any View]) { self.views = views }
  init(@ViewBuilder content: () -> Group) { views = _flatten(content().views) }
  typealias Body = Never
  var _content: _ViewContent { .stack("Group", views) }
  var _typeName: String { "Group" }
}

/// The content closure of a stack runs now, inside the parent's body, as a container's init does.
struct VStack: View, _PrimitiveView {
  let views: [any View]
  init(alignment: Any? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
    views = _flatten(content().views)
  }
  typealias Body = Never
  var _content: _ViewContent { .stack("VStack", views) }
  var _typeName: String { "VStack" }
}

struct HStack: View, _PrimitiveView {
  let views: [any View]
  init(alignment: Any? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
    views = _flatten(content().views)
  }
  typealias Body = Never
  var _content: _ViewContent { .stack("HStack", views) }
  var _typeName: String { "HStack" }
}

struct ZStack: View, _PrimitiveView {
  let views: [any View]
  init(@ViewBuilder content: () -> Group) { views = _flatten(content().views) }
  typealias Body = Never
  var _content: _ViewContent { .stack("ZStack", views) }
  var _typeName: String { "ZStack" }
}

/// Its content closure runs when the host renders it, not inside the parent's body.
struct ForEach<Data: RandomAccessCollection>: View, _PrimitiveView {
  let data: [Data.Element]
  let usesElementIDs: Bool
  let content: (Data.Element) -> any View
  init<ID, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = Array(data)
    usesElementIDs = true
    self.content = { content($0) }
  }
  init<Content: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = Array(data)
    usesElementIDs = false
    self.content = { content($0) }
  }
  typealias Body = Never
  var _content: _ViewContent {
    let content = self.content
    return .forEach(
      data: data.map { $0 as Any },
      ids: data.enumerated().map { usesElementIDs ? _ViewID($1) : _ViewID($0) },
      content: { content($0 as! Data.Element) })
  }
  var _typeName: String { "ForEach" }
}

/// `List`, `Section`, `Form`, `ScrollView`, `NavigationStack`, `LazyVStack`: stacks here, as in
/// the playground; `List(items) { row }` is a list around a `ForEach` of its rows.
struct _Stack: View, _PrimitiveView {
  let views: [any View]
  let name: String
  typealias Body = Never
  var _content: _ViewContent { .stack("VStack", views) }
  var _typeName: String { name }
}

typealias Section = _Stack
typealias Form = _Stack
typealias ScrollView = _Stack
typealias NavigationStack = _Stack
typealias LazyVStack = _Stack
typealias List = _Stack
typealias TabView = _Stack
typealias LazyHStack = _Stack
typealias NavigationView = _Stack

extension _Stack {
  init(alignment: Any? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
    self.init(views: _flatten(content().views), name: "List")
  }
  init<Data: RandomAccessCollection, ID, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Content
  ) {
    self.init(views: [ForEach(data, id: id, content: rowContent)], name: "List")
  }
  init<Data: RandomAccessCollection, Content: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    self.init(views: [ForEach(data, id: \.id, content: rowContent)], name: "List")
  }
}

/// Controls show their title; their bindings are kept, not read (a control reads its binding in
/// its own body, which SwiftUI does not count among the lesson's).
struct _Control: View, _PrimitiveView {
  let title: String
  typealias Body = Never
  var _content: _ViewContent { .text(title) }
  var _typeName: String { "Control" }
}

typealias Toggle = _Control
typealias TextField = _Control
typealias Button = _Control
typealias Label = _Control

extension _Control {
  init(_ title: String, isOn: Binding<Bool>) { self.init(title: title) }
  init(_ title: String, text: Binding<String>) { self.init(title: title) }
  init(_ title: String, action: @escaping () -> Void) { self.init(title: title) }
  init(action: @escaping () -> Void, @ViewBuilder label: () -> Group) {
    let text = label().views.first.flatMap { ($0 as? Text)?.string } ?? ""
    self.init(title: text)
  }
  init(_ title: String, systemImage: String) { self.init(title: title) }
}

/// `@Binding var x` in a child view, `$model.x` of a `@Bindable` model and `$x` of a `@State`.
/// A parent's new binding to the same property is the same input for the child.
@propertyWrapper @dynamicMemberLookup struct Binding<Value>: _HostedProperty {
  let get: () -> Value
  let set: (Value) -> Void
  let identity: (ObjectIdentifier, AnyKeyPath)?
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: (ObjectIdentifier, AnyKeyPath)? = nil) {
    self.get = get
    self.set = set
    self.identity = identity
  }
  var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  var projectedValue: Binding<Value> { self }
  subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
    Binding<T>(get: { self.get()[keyPath: keyPath] }, set: { var v = self.get(); v[keyPath: keyPath] = $0; self.set(v) })
  }
  func _prepare(_ node: _ViewNode, field: String) {}
  func _inputEquals(_ other: Any) -> Bool {
    guard let o = other as? Binding<Value>, let a = identity, let b = o.identity else { return false }
    return a.0 == b.0 && a.1 == b.1
  }
}

@MainActor @propertyWrapper @dynamicMemberLookup struct Bindable<Object: AnyObject> {
  var wrappedValue: Object
  init(wrappedValue: Object) { self.wrappedValue = wrappedValue }
  init(_ object: Object) { wrappedValue = object }
  var projectedValue: Bindable<Object> { self }
  subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, T>) -> Binding<T> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      identity: (ObjectIdentifier(object), keyPath))
  }
}

struct _EnvironmentModifier: View, _PrimitiveView {
  let child: any View
  let key: ObjectIdentifier
  let object: AnyObject
  typealias Body = Never
  var _content: _ViewContent { .environment(key, object, child) }
  var _typeName: String { "ModifiedContent" }
}

extension View {
  /// `.environment(object)` provides an object to the subtree (`@Environment(T.self)`).
  func environment<O: AnyObject>(_ object: O) -> some View {
    _EnvironmentModifier(child: self, key: ObjectIdentifier(O.self), object: object)
  }
}

/// SwiftUI's modifiers that run code and its `NavigationPath`, declared so that the compiler check
/// accepts what SwiftUI accepts: the playground refuses them when the lesson loads, naming them as
/// its limit (`Catalog.swiftUIUnavailable`), so none of these runs.
extension View {
  func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    self
  }
  func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
  func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    self
  }
  func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }
}

struct NavigationPath: Equatable {
  init() {}
  init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
  var count: Int { 0 }
  var isEmpty: Bool { true }
  mutating func append<V: Hashable>(_ value: V) {}
  mutating func removeLast(_ k: Int = 1) {}
}

/// A property wrapper the host prepares before each body: `@State`, `@Environment`, ...
@MainActor protocol _HostedProperty {
  func _prepare(_ node: _ViewNode, field: String)
  func _inputEquals(_ other: Any) -> Bool
}

final class _Box<Value>: @unchecked Sendable {
  var value: Value?
  /// The storage kept by the view's node from its first render (`@State` survives re-creation).
  var kept: _Box<Value>?
  init(_ value: Value?) { self.value = value }
  var current: _Box<Value> { kept ?? self }
}

@propertyWrapper struct State<Value>: _HostedProperty {
  let box: _Box<Value>
  init(wrappedValue: Value) { box = _Box(wrappedValue) }
  var wrappedValue: Value {
    get { box.current.value! }
    nonmutating set { box.current.value = newValue }
  }
  var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.current.value! }, set: { box.current.value = $0 })
  }
  func _prepare(_ node: _ViewNode, field: String) {
    if let kept = node.state[field] as? _Box<Value> { box.kept = kept } else { node.state[field] = box }
  }
  func _inputEquals(_ other: Any) -> Bool {
    guard let o = other as? State<Value> else { return false }
    return _inputsEqual(box.current.value as Any, o.box.current.value as Any)
  }
}

@propertyWrapper struct Environment<Value: AnyObject>: _HostedProperty {
  let box = _Box<Value>(nil)
  init(_ type: Value.Type) {}
  var wrappedValue: Value { box.value! }
  func _prepare(_ node: _ViewNode, field: String) {
    guard let o = node.lookupEnvironment(ObjectIdentifier(Value.self)) else {
      fatalError("no \(Value.self) in the environment of \(node.typeName)")
    }
    box.value = (o as! Value)
  }
  func _inputEquals(_ other: Any) -> Bool {
    guard let o = other as? Environment<Value> else { return false }
    return box.value === o.box.value
  }
}

/// One mounted view: its latest value, children, dirty flag and the generation of its tracking.
@MainActor final class _ViewNode {
  var view: any View
  let typeName: String
  var children: [_ViewNode] = []
  var childIDs: [_ViewID?] = []
  var dirty = false
  var generation = 0
  var mounted = true
  var state: [String: AnyObject] = [:]
  var environment: [ObjectIdentifier: AnyObject] = [:]
  /// The `ObservableObject`s it holds, and its subscriptions to them (see the legacy part).
  var legacySubscriptions: [AnyObject] = []
  var legacyCancellables: [AnyObject] = []
  weak var parent: _ViewNode?

  init(_ view: any View, parent: _ViewNode?) {
    self.view = view
    self.typeName = _viewTypeName(view)
    self.parent = parent
  }

  func lookupEnvironment(_ key: ObjectIdentifier) -> AnyObject? {
    var n: _ViewNode? = self
    while let cur = n {
      if let o = cur.environment[key] { return o }
      n = cur.parent
    }
    return nil
  }
}

@MainActor func _viewTypeName(_ view: any View) -> String {
  if let p = view as? _PrimitiveView { return p._typeName }
  let name = String(describing: type(of: view))
  return String(name.prefix { $0 != "<" })
}

/// Body evaluations per view type, in the order the types first ran since the last reset.
struct BodyCounts: Equatable, ExpressibleByDictionaryLiteral, CustomStringConvertible, Sequence {
  private(set) var keys: [String] = []
  private(set) var dictionary: [String: Int] = [:]
  init(dictionaryLiteral elements: (String, Int)...) {
    for (k, v) in elements { self[k] = v }
  }
  subscript(_ key: String) -> Int? {
    get { dictionary[key] }
    set {
      if dictionary[key] == nil, newValue != nil { keys.append(key) }
      if newValue == nil { keys.removeAll { $0 == key } }
      dictionary[key] = newValue
    }
  }
  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }
  var values: [Int] { keys.map { dictionary[$0]! } }
  func makeIterator() -> IndexingIterator<[(key: String, value: Int)]> {
    keys.map { (key: $0, value: dictionary[$0]!) }.makeIterator()
  }
  static func == (a: BodyCounts, b: BodyCounts) -> Bool { a.dictionary == b.dictionary }
  var description: String {
    keys.isEmpty
      ? "[:]" : "[" + keys.map { "\(String(reflecting: $0)): \(dictionary[$0]!)" }.joined(separator: ", ") + "]"
  }
}

@MainActor final class _ViewHost {
  static let shared = _ViewHost()
  var roots: [_ViewNode] = []
  var counts = BodyCounts()

  func host(_ view: any View) {
    let root = _ViewNode(view, parent: nil)
    roots.append(root)
    render(root)
  }

  func settle() {
    for root in roots { settle(root) }
  }

  private func settle(_ node: _ViewNode) {
    if node.dirty {
      render(node)
    } else {
      for child in node.children { settle(child) }
    }
  }

  /// Evaluates a node (a body, or a primitive view's content) and reconciles its children.
  private func render(_ node: _ViewNode) {
    node.dirty = false
    if let primitive = node.view as? _PrimitiveView {
      switch primitive._content {
      case .forEach(let data, let ids, let content):
        reconcile(node, _flatten(data.map(content)), ids: ids)
      case .environment(let key, let object, let child):
        node.environment[key] = object
        reconcile(node, _flatten([child]), ids: nil)
      case .stack(_, let views):
        reconcile(node, _flatten(views), ids: nil)
      case .text, .empty:
        reconcile(node, [], ids: nil)
      }
      return
    }
    for child in Mirror(reflecting: node.view).children {
      if let p = child.value as? _HostedProperty { p._prepare(node, field: child.label ?? "") }
    }
    node.generation += 1
    let generation = node.generation
    let body: any View = withObservationTracking {
      _evaluateBody(node.view)
    } onChange: { [weak node] in
      MainActor.assumeIsolated {
        // A tracking from an earlier render changes nothing (p20's generation check).
        guard let node, node.mounted, node.generation == generation else { return }
        node.dirty = true
      }
    }
    counts[node.typeName] = (counts[node.typeName] ?? 0) + 1
    reconcile(node, _flatten([body]), ids: nil)
  }

  /// Matches new child views to existing nodes (by position, or by id in a ForEach) and renders
  /// what is new, dirty, or has different inputs.
  private func reconcile(_ node: _ViewNode, _ views: [any View], ids: [_ViewID?]?) {
    let old = node.children
    var byID: [_ViewID: Int] = [:]
    for (k, id) in node.childIDs.enumerated() { if let id { byID[id] = k } }
    var used = Set<Int>()
    var next: [(_ViewNode, render: Bool)] = []
    for (i, v) in views.enumerated() {
      let id = ids?[i] ?? nil
      var match: Int? = nil
      if let id {
        match = byID[id]
      } else if i < old.count, node.childIDs[i] == nil {
        match = i
      }
      if let m = match, !used.contains(m), old[m].typeName == _viewTypeName(v) {
        used.insert(m)
        let child = old[m]
        if !_inputsEqual(child.view, v) {
          child.view = v
          next.append((child, true))
        } else {
          next.append((child, child.dirty))
        }
      } else {
        next.append((_ViewNode(v, parent: node), true))
      }
    }
    for (k, gone) in old.enumerated() where !used.contains(k) { unmount(gone) }
    node.children = next.map(\.0)
    node.childIDs = ids ?? Array(repeating: nil, count: next.count)
    for (child, needsRender) in next {
      if needsRender { render(child) } else { settle(child) }
    }
  }

  private func unmount(_ n: _ViewNode) {
    n.mounted = false
    for c in n.children { unmount(c) }
  }
}

@MainActor func _evaluateBody<V: View>(_ view: V) -> any View { view.body }

/// A group's children stand in for the group itself.
@MainActor func _flatten(_ views: [any View]) -> [any View] {
  views.flatMap { v -> [any View] in
    if let g = v as? Group { return _flatten(g.views) }
    return [v]
  }
}

/// SwiftUI's comparison of view inputs: values by equality, objects by identity, closures never equal.
@MainActor func _inputsEqual(_ a: Any, _ b: Any) -> Bool {
  guard ObjectIdentifier(type(of: a) as Any.Type) == ObjectIdentifier(type(of: b) as Any.Type) else { return false }
  if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
  if let p = a as? _HostedProperty { return p._inputEquals(b) }
  if let p = a as? _PrimitiveView, let q = b as? _PrimitiveView { return _primitivesEqual(p._content, q._content) }
  if String(describing: type(of: a)).contains("->") { return false }
  let ma = Mirror(reflecting: a)
  let mb = Mirror(reflecting: b)
  switch ma.displayStyle {
  case .struct?, .tuple?, .collection?, .optional?, .enum?, .set?, .dictionary?:
    if ma.children.count > 0 || mb.children.count > 0 {
      guard ma.children.count == mb.children.count else { return false }
      if ma.displayStyle == .enum,
        String(describing: a).prefix(while: { $0 != "(" })
          != String(describing: b).prefix(while: { $0 != "(" })
      {
        return false
      }
      return zip(ma.children, mb.children).allSatisfy { _inputsEqual($0.value, $1.value) }
    }
  default: break
  }
  if let x = a as? any Equatable { return _equal(x, b) }
  return String(reflecting: a) == String(reflecting: b)
}

private func _equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T).map { a == $0 } ?? false }

@MainActor private func _primitivesEqual(_ a: _ViewContent, _ b: _ViewContent) -> Bool {
  switch (a, b) {
  case (.text(let x), .text(let y)): return x == y
  case (.empty, .empty): return true
  case (.stack(let k1, let v1), .stack(let k2, let v2)):
    return k1 == k2 && v1.count == v2.count && zip(v1, v2).allSatisfy { _inputsEqual($0, $1) }
  case (.forEach(let d1, _, _), .forEach(let d2, _, _)):
    return d1.count == d2.count && zip(d1, d2).allSatisfy { _inputsEqual($0, $1) }
  case (.environment(let k1, let o1, let c1), .environment(let k2, let o2, let c2)):
    return k1 == k2 && o1 === o2 && _inputsEqual(c1, c2)
  default: return false
  }
}

/// `host(view)`: mounts a view tree and renders it once.
@MainActor func host(_ view: some View) { _ViewHost.shared.host(view) }
/// `settle()`: one render pass, the run-loop turn in which SwiftUI re-evaluates invalidated bodies.
@MainActor func settle() { _ViewHost.shared.settle() }
/// Body evaluations per view type since the last `resetBodyCounts()`.
var bodyCounts: BodyCounts { MainActor.assumeIsolated { _ViewHost.shared.counts } }
@MainActor func resetBodyCounts() { _ViewHost.shared.counts = BodyCounts() }
