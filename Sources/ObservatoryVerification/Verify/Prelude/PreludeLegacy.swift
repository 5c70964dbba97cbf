// MARK: - Legacy ObservableObject
// On macOS the legacy parts of a lesson run on the real Combine. Combine does not exist on Linux:
// there they run on a stand-in, NOT Combine, and `observatory verify` reports them as "simulated
// only". The stand-in follows the playground's model of Apple's documentation (docs/rules.md,
// part F): one `objectWillChange` per object, sent in the willSet of every `@Published` property (no
// same-value gate); views holding the object are marked dirty; `$property` subscribers get the new
// value before it is stored. The property wrappers for views (`@ObservedObject`, `@StateObject`,
// `@EnvironmentObject`) belong to the prelude's view host on both.
#if canImport(Combine)
  import Combine

  extension _ViewNode {
    /// Every `objectWillChange` of `object` marks this view dirty, whatever its body read.
    func subscribeLegacy<Object: ObservableObject>(_ object: Object) {
      if legacySubscriptions.contains(where: { $0 === object }) { return }
      legacySubscriptions.append(object)
      let subscription = object.objectWillChange.sink { [weak self] _ in
        MainActor.assumeIsolated {
          guard let self, self.mounted else { return }
          self.dirty = true
        }
      }
      legacyCancellables.append(subscription)
    }
  }
#else
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

    // Any class, as Combine's: only an ObservableObject has an objectWillChange to send
    // (`@ObservationIgnored @Published` in an `@Observable` class has just its `$property`).
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
#endif

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
