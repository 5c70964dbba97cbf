/// A subset of Combine, simulated from Apple's documentation because Combine does not exist on
/// Linux (as the legacy `ObservableObject` model is, `Legacy.swift`): `PassthroughSubject`,
/// `Just`, the operators `map`, `filter`, `removeDuplicates`, `debounce(for:scheduler:)`,
/// `delay(for:scheduler:)`, `switchToLatest`, `eraseToAnyPublisher`, and `sink(receiveValue:)`
/// with its `AnyCancellable` (`store(in:)`, `cancel()`). Time-based operators take a
/// `VirtualTimeScheduler` (`CombineScheduler.swift`). Every other operator or publisher is an
/// error: a name Combine has and the playground lacks is rejected when the lesson loads
/// (`Catalog+Combine.swift`), and the subset's names on a value that is not a publisher are
/// runtime errors.
///
/// The model: a sink subscribes with unlimited demand, which is what `sink` does; every
/// subscription builds its own chain of operator state (a `removeDuplicates` remembers the last
/// value *of that subscription*); values are pushed synchronously down the chain, and the time
/// operators hand them to their scheduler. A subscription lives as long as its `AnyCancellable`:
/// when that is cancelled or released, nothing more reaches the sink, and actions already
/// scheduled for it do nothing. Completion is not modelled: no publisher of the subset can be
/// observed to complete (`Just` completes after its one value, which changes nothing a sink of
/// `receiveValue:` sees).
class CombinePublisher: NativeValue {
  /// The downstream end of one subscription: `isActive` is false once the sink is cancelled.
  struct Downstream {
    let isActive: () -> Bool
    let receive: (Value) throws -> Void
  }

  /// Connects a new subscription, building this publisher's part of the chain.
  func attach(_ vm: VM, _ downstream: Downstream) throws {}

  /// The element type Swift would print for `Output`, if known.
  var outputName: String { "Output" }

  override var description: String { typeName }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    // An unlabeled trailing closure comes with the label "".
    let labels = labels.map { $0 == "" ? nil : $0 }
    switch (name, labels) {
    case ("sink", ["receiveValue"]): return try sink(vm, args[0])
    case ("map", [nil]): return .host(MapPublisher(self, args[0], filtering: false))
    case ("filter", [nil]): return .host(MapPublisher(self, args[0], filtering: true))
    case ("removeDuplicates", []): return .host(RemoveDuplicatesPublisher(self))
    case ("debounce", ["for", "scheduler"]):
      return .host(try TimePublisher(self, .debounce, Builtins.nanoseconds(args[0]), scheduler(args[1], "debounce")))
    case ("delay", ["for", "scheduler"]):
      return .host(try TimePublisher(self, .delay, Builtins.nanoseconds(args[0]), scheduler(args[1], "delay")))
    case ("switchToLatest", []): return .host(SwitchToLatestPublisher(self))
    case ("eraseToAnyPublisher", []): return .host(ErasedPublisher(self))
    default:
      // The compiler lets only the subset's operators through (`Catalog+Combine.swift`).
      throw Fault("internal: '\(name)' is no operator of the Combine subset")
    }
  }

  private func scheduler(_ v: Value, _ op: String) throws -> VirtualTimeSchedulerValue {
    guard case .host(let s as VirtualTimeSchedulerValue) = v else {
      // The compiler refuses the other schedulers a lesson can name (`Compiler+ArgumentLimits`).
      throw Fault("internal: \(op)'s scheduler is not a VirtualTimeScheduler")
    }
    return s
  }

  /// `sink(receiveValue:)`: subscribes now; the `AnyCancellable` keeps the subscription alive.
  func sink(_ vm: VM, _ closure: Value) throws -> Value {
    let s = Subscription(closure: closure)
    let c = Cancellable(s)
    s.cancellable = c
    vm.runtime.sinkCount += 1
    s.label = "sink #\(vm.runtime.sinkCount)"
    if let record = vm.runtime.history?.observer(s.label, kind: .sink) {
      record.armedLine = vm.currentLine()
      record.state = .armed
    }
    vm.trace.record(.combine(.subscribes(sink: s.label, publisher: description)))
    let takesValue: Bool
    if case .closure(let fn) = closure { takesValue = fn.proto.paramCount > 0 } else { takesValue = true }
    let label = s.label
    try attach(
      vm,
      Downstream(
        isActive: { [weak s] in s?.isActive ?? false },
        receive: { [weak vm] v in
          guard let vm else { return }
          vm.trace.record(.combine(.receives(sink: label, value: describePlain(v, debug: true))))
          vm.trace.depth += 1
          defer { vm.trace.depth -= 1 }
          _ = try vm.callValue(closure, takesValue ? [v] : [])
        }))
    return .host(c)
  }
}

/// `PassthroughSubject<Output, Failure>()`: `send(_:)` hands a value to the subscribers it has
/// now, in the order they subscribed; it keeps no value for later subscribers.
final class PassthroughSubjectValue: CombinePublisher {
  let label: String
  let output: String
  private var subscribers: [Downstream] = []

  init(label: String, output: String?) {
    self.label = label
    self.output = output ?? "Output"
  }

  override var typeName: String { "PassthroughSubject<\(output), Never>" }
  override var description: String { label }
  override var outputName: String { output }

  override func attach(_ vm: VM, _ downstream: Downstream) throws { subscribers.append(downstream) }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    guard name == "send" else { return try super.call(vm, name, args, labels) }
    guard labels == [nil], args.count == 1 else {
      throw Fault("PassthroughSubject.send takes one value: subject.send(value)")
    }
    subscribers.removeAll { !$0.isActive() }
    vm.trace.record(
      .combine(.sends(subject: label, value: describePlain(args[0], debug: true), subscribers: subscribers.count)))
    vm.trace.depth += 1
    defer { vm.trace.depth -= 1 }
    for s in subscribers where s.isActive() { try s.receive(args[0]) }
    return .void
  }
}

/// `Just(value)`: every subscriber receives the value at once, when it subscribes.
final class JustValue: CombinePublisher {
  let value: Value
  init(_ value: Value) { self.value = value }
  override var typeName: String { "Just<\(valueTypeName(value))>" }
  override var description: String { "Just(\(describePlain(value, debug: true)))" }
  override func attach(_ vm: VM, _ downstream: Downstream) throws {
    if downstream.isActive() { try downstream.receive(value) }
  }
}

/// `map { }` and `filter { }`: the closure runs for every value, when it arrives.
final class MapPublisher: CombinePublisher {
  let upstream: CombinePublisher
  let transform: Value
  let filtering: Bool
  init(_ upstream: CombinePublisher, _ transform: Value, filtering: Bool) {
    self.upstream = upstream
    self.transform = transform
    self.filtering = filtering
  }
  override var typeName: String { filtering ? "Publishers.Filter" : "Publishers.Map" }
  override var description: String { upstream.description + (filtering ? ".filter" : ".map") }
  override func attach(_ vm: VM, _ downstream: Downstream) throws {
    let (transform, filtering) = (self.transform, self.filtering)
    try upstream.attach(
      vm,
      Downstream(
        isActive: downstream.isActive,
        receive: { [weak vm] v in
          guard let vm else { return }
          let r = try vm.callValue(transform, [v])
          if !filtering { return try downstream.receive(r) }
          if try Operators.truth(r) {
            try downstream.receive(v)
          } else {
            vm.trace.record(.combine(.filterDrops(value: describePlain(v, debug: true))))
          }
        }))
  }
}

/// `removeDuplicates()`: passes a value only if it is not equal (`==`) to the previous value this
/// subscription received; the first always passes.
final class RemoveDuplicatesPublisher: CombinePublisher {
  let upstream: CombinePublisher
  init(_ upstream: CombinePublisher) { self.upstream = upstream }
  override var typeName: String { "Publishers.RemoveDuplicates" }
  override var description: String { upstream.description + ".removeDuplicates" }
  override func attach(_ vm: VM, _ downstream: Downstream) throws {
    var last: Value? = nil
    try upstream.attach(
      vm,
      Downstream(
        isActive: downstream.isActive,
        receive: { [weak vm] v in
          guard let vm else { return }
          if let previous = last, try Operators.truth(Operators.binary(vm, .eq, previous, v)) {
            vm.trace.record(.combine(.removeDuplicatesDrops(value: describePlain(v, debug: true))))
            return
          }
          last = v
          try downstream.receive(v)
        }))
  }
}

/// `debounce(for:scheduler:)`: each value restarts the wait; the value is published when the
/// interval passes with no newer value. `delay(for:scheduler:)`: every value is published the
/// interval after it arrived.
final class TimePublisher: CombinePublisher {
  enum Kind: String { case debounce, delay }
  let upstream: CombinePublisher
  let kind: Kind
  let interval: Int
  let scheduler: VirtualTimeSchedulerValue
  init(_ upstream: CombinePublisher, _ kind: Kind, _ interval: Int, _ scheduler: VirtualTimeSchedulerValue) {
    self.upstream = upstream
    self.kind = kind
    self.interval = interval
    self.scheduler = scheduler
  }
  override var typeName: String { kind == .debounce ? "Publishers.Debounce" : "Publishers.Delay" }
  override var description: String { upstream.description + ".\(kind.rawValue)" }
  override func attach(_ vm: VM, _ downstream: Downstream) throws {
    var pending: VirtualTimeSchedulerValue.Action? = nil
    let (kind, interval, scheduler) = (self.kind, self.interval, self.scheduler)
    try upstream.attach(
      vm,
      Downstream(
        isActive: downstream.isActive,
        receive: { [weak vm] v in
          guard let vm else { return }
          let text = describePlain(v, debug: true)
          if kind == .debounce, let p = pending, !p.isCancelled {
            p.isCancelled = true
            vm.trace.record(.combine(.debounceReplaces(value: text)))
          }
          let action = scheduler.schedule(after: interval) { [weak vm] in
            guard let vm, downstream.isActive() else { return }
            vm.trace.record(.combine(.publishes(stage: kind.rawValue, value: text)))
            vm.trace.depth += 1
            defer { vm.trace.depth -= 1 }
            try downstream.receive(v)
          }
          if kind == .debounce { pending = action }
          vm.trace.record(
            .combine(.holds(stage: kind.rawValue, value: text, until: action.due, scheduler: scheduler.label)))
        }))
  }
}

/// `switchToLatest()`: the upstream publishes publishers; each new one is subscribed to and the
/// subscription to the previous one is cancelled, so only the latest inner publisher's values
/// pass (a superseded request's late result is dropped).
final class SwitchToLatestPublisher: CombinePublisher {
  let upstream: CombinePublisher
  init(_ upstream: CombinePublisher) { self.upstream = upstream }
  override var typeName: String { "Publishers.SwitchToLatest" }
  override var description: String { upstream.description + ".switchToLatest" }
  override func attach(_ vm: VM, _ downstream: Downstream) throws {
    final class Generation { var current = 0 }
    let generation = Generation()
    try upstream.attach(
      vm,
      Downstream(
        isActive: downstream.isActive,
        receive: { [weak vm] v in
          guard let vm else { return }
          guard case .host(let inner as CombinePublisher) = v else {
            throw Fault("switchToLatest needs a publisher of publishers; this value is '\(valueTypeName(v))'")
          }
          generation.current += 1
          let mine = generation.current
          vm.trace.record(.combine(.switchesTo(publisher: inner.description, cancelsPrevious: mine > 1)))
          try inner.attach(
            vm,
            Downstream(
              isActive: { downstream.isActive() && generation.current == mine },
              receive: downstream.receive))
        }))
  }
}

/// `eraseToAnyPublisher()`: the same publisher, typed `AnyPublisher`.
final class ErasedPublisher: CombinePublisher {
  let upstream: CombinePublisher
  init(_ upstream: CombinePublisher) { self.upstream = upstream }
  override var typeName: String { "AnyPublisher<\(upstream.outputName), Never>" }
  override var description: String { upstream.description }
  override var outputName: String { upstream.outputName }
  override func attach(_ vm: VM, _ downstream: Downstream) throws { try upstream.attach(vm, downstream) }
}
