// swift-format-ignore-file
/// The prelude of an exported lesson: the playground-only parts, in plain Swift (see SwiftExport).
/// Each part is Swift source text that is appended after the lesson.
enum Prelude {
  static let core = #"""
// MARK: - Observatory prelude
// The playground-only parts of a lesson, written in plain Swift so that the lesson runs on the real
// Observation runtime. `#expect(...)` became `Playground.expect(...)`: a failed check prints
// `FILE:LINE: #expect(...) failed: ...` to standard error, as `observatory run` reports it, and the
// program exits with status 1 at its end.

enum Playground {
  nonisolated(unsafe) static var failedExpectations = 0

  /// `#expect(lhs OP rhs)`: both sides are shown when the check fails.
  static func expect<T>(
    _ lhs: T, _ rhs: T, _ holds: (T, T) -> Bool, _ text: String, _ lhsText: String, _ rhsText: String,
    _ message: String? = nil, file: String, line: Int
  ) {
    if holds(lhs, rhs) { return }
    var detail = "\(lhsText) is \(String(reflecting: lhs)), \(rhsText) is \(String(reflecting: rhs))"
    if let message { detail += " — \(message)" }
    fail(text, detail, file: file, line: line)
  }

  /// `#expect(condition)`.
  static func expect(_ condition: Bool, _ text: String, _ message: String? = nil, file: String, line: Int) {
    if !condition { fail(text, message, file: file, line: line) }
  }

  static func fail(_ text: String, _ detail: String?, file: String, line: Int) {
    failedExpectations += 1
    fputs("\(file):\(line): #expect(\(text)) failed\(detail.map { ": \($0)" } ?? "")\n", stderr)
  }

  /// Runs after the lesson's last statement.
  static func end() {
    if failedExpectations > 0 { exit(1) }
  }

  /// Awaited once after the lesson's last statement, so that the top-level code is asynchronous
  /// and runs on the main actor, as every lesson statement does in the playground. It returns
  /// without suspending, so no task runs because of it.
  @MainActor static func endOfLesson() async { end() }
}
"""#

  static let withTracking = #"""

/// `withTracking` is the playground's short name for `withObservationTracking`.
func withTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
  withObservationTracking(apply, onChange: onChange())
}
"""#

  static let views = #"""
// MARK: - A SwiftUI-like host on the real Observation runtime
// SwiftUI is not available here. This host follows the playground's simulated one rule for rule
// (observation-semantics p20): a body runs inside a persistent SPI willSet tracking; any willSet of
// a property it read marks the view dirty; `settle()` re-runs each dirty body once, parents first,
// with fresh tracking; a child re-runs only if it is dirty or its parent gave it different inputs
// (values by equality, objects by identity). A tracking from an older render cannot be cancelled
// from outside (R10), so its next callback finds a newer generation and cancels itself.

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
  init(alignment: Any? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Group) { views = _flatten(content().views) }
  typealias Body = Never
  var _content: _ViewContent { .stack("VStack", views) }
  var _typeName: String { "VStack" }
}

struct HStack: View, _PrimitiveView {
  let views: [any View]
  init(alignment: Any? = nil, spacing: Double? = nil, @ViewBuilder content: () -> Group) { views = _flatten(content().views) }
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
  init<ID, Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
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
  var legacySubscriptions: [AnyObject] = []
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
    keys.isEmpty ? "[:]" : "[" + keys.map { "\(String(reflecting: $0)): \(dictionary[$0]!)" }.joined(separator: ", ") + "]"
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
    } willSet: { [weak node] tracking in
      MainActor.assumeIsolated {
        guard let node, node.mounted, node.generation == generation else {
          tracking.cancel()  // a tracking from an earlier render (p20's generation check)
          return
        }
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
      if ma.displayStyle == .enum, String(describing: a).prefix { $0 != "(" } != String(describing: b).prefix { $0 != "(" } {
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
"""#

  static let legacy = #"""
// MARK: - Legacy ObservableObject: a stand-in, NOT Combine
// Combine does not exist on Linux, so this part of the lesson is not checked against a real
// runtime: `observatory verify` reports it as "simulated only". The stand-in follows the
// playground's model of Apple's documentation (SEMANTICS.md part F): one `objectWillChange` per
// object, sent in the willSet of every `@Published` property (no same-value gate); views holding
// the object are marked dirty; `$property` subscribers get the new value before it is stored.

final class ObservableObjectPublisher: @unchecked Sendable {
  final class Subscription {
    let receive: () -> Void
    weak var token: AnyCancellable?
    init(_ receive: @escaping () -> Void) { self.receive = receive }
  }
  private var views: [() -> Bool] = []
  private var subscriptions: [Subscription] = []
  init() {}

  func send() {
    views = views.filter { $0() }
    for s in subscriptions where s.token != nil { s.receive() }
  }

  func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
    let s = Subscription(receiveValue)
    let token = AnyCancellable { [weak self, weak s] in self?.subscriptions.removeAll { $0 === s } }
    s.token = token
    subscriptions.append(s)
    return token
  }

  /// A hosted view holding the object: `markDirty` returns false once the view is gone.
  func _subscribeView(_ markDirty: @escaping () -> Bool) { views.append(markDirty) }
}

protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

enum _LegacyRegistry {
  final class Entry {
    weak var object: AnyObject?
    let publisher = ObservableObjectPublisher()
    init(_ object: AnyObject) { self.object = object }
  }
  nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    if let e = entries[id], e.object === object { return e.publisher }
    let e = Entry(object)
    entries[id] = e
    return e.publisher
  }
}

extension ObservableObject {
  var objectWillChange: ObservableObjectPublisher { _LegacyRegistry.publisher(for: self) }
}

final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?
  init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
  func cancel() {
    cancelAction?()
    cancelAction = nil
  }
  deinit { cancel() }
  func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

@propertyWrapper struct Published<Value> {
  final class Publisher: @unchecked Sendable {
    final class Subscription {
      let receive: (Value) -> Void
      weak var token: AnyCancellable?
      init(_ receive: @escaping (Value) -> Void) { self.receive = receive }
    }
    var subscriptions: [Subscription] = []
    /// The current value, handed to each new subscriber at once.
    var current: () -> Value? = { nil }
    func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      let s = Subscription(receiveValue)
      let token = AnyCancellable { [weak self, weak s] in self?.subscriptions.removeAll { $0 === s } }
      s.token = token
      subscriptions.append(s)
      if let value = current() { receiveValue(value) }
      return token
    }
    func send(_ value: Value) { for s in subscriptions where s.token != nil { s.receive(value) } }
  }

  private var value: Value {
    didSet { projectedValue.current = { [value] in value } }
  }
  let projectedValue = Publisher()
  init(wrappedValue: Value) {
    value = wrappedValue
    projectedValue.current = { wrappedValue }
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  // Any class: only an ObservableObject has an objectWillChange to send (`@ObservationIgnored
  // @Published` in an `@Observable` class has just its `$property` publisher).
  static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].projectedValue.send(newValue)
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension _ViewNode {
  /// Every `objectWillChange` of `object` marks this view dirty, whatever its body read.
  func subscribeLegacy(_ object: some ObservableObject) {
    if legacySubscriptions.contains(where: { $0 === object }) { return }
    legacySubscriptions.append(object)
    object.objectWillChange._subscribeView { [weak self] in
      guard let self, self.mounted else { return false }
      MainActor.assumeIsolated { self.dirty = true }
      return true
    }
  }
}

@propertyWrapper struct ObservedObject<Object: ObservableObject>: _HostedProperty {
  var wrappedValue: Object
  init(wrappedValue: Object) { self.wrappedValue = wrappedValue }
  func _prepare(_ node: _ViewNode, field: String) { node.subscribeLegacy(wrappedValue) }
  func _inputEquals(_ other: Any) -> Bool { (other as? ObservedObject<Object>)?.wrappedValue === wrappedValue }
}

@propertyWrapper struct StateObject<Object: ObservableObject>: _HostedProperty {
  let box: _Box<Object>
  init(wrappedValue: Object) { box = _Box(wrappedValue) }
  var wrappedValue: Object { box.current.value! }
  func _prepare(_ node: _ViewNode, field: String) {
    if let kept = node.state[field] as? _Box<Object> { box.kept = kept } else { node.state[field] = box }
    node.subscribeLegacy(wrappedValue)
  }
  func _inputEquals(_ other: Any) -> Bool {
    (other as? StateObject<Object>)?.box.current.value === box.current.value
  }
}

@propertyWrapper struct EnvironmentObject<Object: ObservableObject>: _HostedProperty {
  let box = _Box<Object>(nil)
  init() {}
  var wrappedValue: Object { box.value! }
  func _prepare(_ node: _ViewNode, field: String) {
    guard let o = node.lookupEnvironment(ObjectIdentifier(Object.self)) else {
      fatalError("no \(Object.self) in the environment of \(node.typeName)")
    }
    box.value = (o as! Object)
    node.subscribeLegacy(box.value!)
  }
  func _inputEquals(_ other: Any) -> Bool { (other as? EnvironmentObject<Object>)?.box.value === box.value }
}

extension View {
  /// `.environmentObject(object)` provides an object to the subtree (`@EnvironmentObject`).
  func environmentObject<O: ObservableObject>(_ object: O) -> some View {
    _EnvironmentModifier(child: self, key: ObjectIdentifier(O.self), object: object)
  }
}
"""#
}
