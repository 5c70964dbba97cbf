/// The legacy model (docs/rules.md, part F), simulated from Apple's documentation because Combine
/// does not exist on Linux: one `objectWillChange` per `ObservableObject`, fired in the willSet of
/// every `@Published` property (no same-value gate), carrying no hint of *which* property
/// changed; `$property` publishers deliver the new value before it is stored.
package final class LegacyState {
  package var views: [WeakNode] = []
  package var willChange: [Subscription] = []
  var published: [Int: [Subscription]] = [:]
}

/// A `sink`: lives as long as its `AnyCancellable` does.
package final class Subscription {
  let closure: Value
  /// `sink #n` in the trace and the graph.
  package var label = ""
  weak var cancellable: Cancellable?
  var isCancelled = false
  init(closure: Value) { self.closure = closure }
  package var isActive: Bool { !isCancelled && cancellable != nil }
}

/// `AnyCancellable`: cancels its subscription when cancelled or released.
final class Cancellable: HostObject {
  let subscription: Subscription
  init(_ s: Subscription) { subscription = s }
  override var typeName: String { "AnyCancellable" }
  deinit { subscription.isCancelled = true }
}

/// `object.objectWillChange` or `object.$property`.
final class Publisher: HostObject {
  let object: Instance
  /// nil for `objectWillChange`.
  let field: Int?
  init(object: Instance, field: Int?) {
    self.object = object
    self.field = field
  }
  override var typeName: String { field == nil ? "ObservableObjectPublisher" : "Published.Publisher" }
}

extension Instance {
  /// The object's legacy publishers and the views subscribed to it, made at first use.
  var legacy: LegacyState {
    if let s = legacyState { return s }
    let s = LegacyState()
    legacyState = s
    return s
  }
}

/// The legacy model run by the Observation runtime, behind the same boundary (`ObservationHost`):
/// sinks are lesson closures the host calls, and the views a change marks are the host's.
extension ObservationRuntime {
  /// The willSet of a `@Published` property (or `objectWillChange.send()`): sinks run, views holding
  /// the object are marked dirty, then `$property` subscribers receive the new value.
  func publishWillChange(_ o: Instance, field: Int?, newValue: Value?) throws {
    let state = o.legacy
    let marked = host.invalidateViews(holding: o)
    let sinks = state.willChange.filter(\.isActive)
    if let field { recordWrite(o, field, .willChange(marked + sinks.map { _ in "a sink" })) }
    if !o.cls.isObservableObject, let field {
      // A `@Published` property of a class that is not an `ObservableObject` (such as an
      // `@ObservationIgnored @Published` one in an `@Observable` class) has no objectWillChange:
      // only its `$property` subscribers hear of the change, and no Observation tracking does.
      let subscribers = state.published[field]?.filter(\.isActive) ?? []
      trace.record(
        .view(.publisher(object: o.label, property: o.cls.fields[field].name, subscribers: subscribers.count)))
      trace.depth += 1
      defer { trace.depth -= 1 }
      if let newValue { for s in subscribers { try deliver(newValue, to: s.closure) } }
      return
    }
    trace.record(
      .view(
        .objectWillChange(
          object: o.label, property: field.map { o.cls.fields[$0].name }, marked: marked, sinks: sinks.count)))
    trace.depth += 1
    defer { trace.depth -= 1 }
    for s in sinks {
      if let record = history?.find(s.label) {
        record.fireCount += 1
        record.state = .fired
        record.lastCause = (
          field.map { "\(o.label).\(o.cls.fields[$0].name)" } ?? "\(o.label).objectWillChange", trace.currentLine()
        )
      }
      try deliver(.void, to: s.closure)
    }
    if let field, let newValue {
      for s in state.published[field]?.filter(\.isActive) ?? [] {
        try deliver(newValue, to: s.closure)
      }
    }
  }

  /// Calls a sink's closure with a value: a closure written `{ }` takes no argument; `{ value in }` takes one.
  private func deliver(_ v: Value, to closure: Value) throws {
    if case .closure(let c) = closure, c.proto.paramCount == 0 {
      _ = try host.call(closure)
    } else {
      _ = try host.call(closure, argument: v)
    }
  }

  func subscribe(_ p: Publisher, _ closure: Value) throws -> Value {
    let s = Subscription(closure: closure)
    let c = Cancellable(s)
    s.cancellable = c
    let state = p.object.legacy
    if let f = p.field {
      state.published[f, default: []].append(s)
    } else {
      state.willChange.append(s)
    }
    if let history {
      sinkCount += 1
      s.label = "sink #\(sinkCount)"
      let record = history.observer(s.label, kind: .sink)
      record.holds = [p.object.label]
      record.armedLine = host.currentLine()
      record.state = .armed
      trace.record(
        .note(
          .sinkSubscribes(
            sink: s.label, object: p.object.label, property: p.field.map { p.object.cls.fields[$0].name })))
    }
    if let f = p.field {
      // A `$property` publisher hands a new subscriber the current value at once (as a
      // CurrentValueSubject does); `objectWillChange` sends nothing until a change.
      try deliver(p.object.fields[f], to: closure)
    }
    return .host(c)
  }
}
