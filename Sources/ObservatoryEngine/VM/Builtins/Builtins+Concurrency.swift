/// `Task`, `Task.sleep` on the virtual clock, `Task.yield`, task handles, and `Observations`.
extension Builtins {
  /// `.milliseconds(50)`, `.seconds(1)`, `Duration.milliseconds(5)` → nanoseconds (negative for
  /// `.milliseconds(-5)`: `Task.sleep` then does not wait).
  static func nanoseconds(_ v: Value) throws -> Int {
    if case .host(let d as DurationValue) = v {
      let ns = d.duration.attoseconds / 1_000_000_000
      guard ns > -9_000_000_000_000_000, ns < 9_000_000_000_000_000 else {
        throw Fault("the duration \(d.duration) is out of range for the virtual clock")
      }
      return Int(ns)
    }
    if case .host(let m as ImplicitMember) = v, m.name == "zero", m.args.isEmpty { return 0 }  // `.zero`
    guard case .host(let m as ImplicitMember) = v, let arg = m.args.first else {
      throw Fault("expected a duration such as .milliseconds(50) or .seconds(1)")
    }
    let scale: Double
    switch m.name {
    case "nanoseconds": scale = 1
    case "microseconds": scale = 1e3
    case "milliseconds": scale = 1e6
    case "seconds": scale = 1e9
    default:
      throw Fault(
        "unknown duration '.\(m.name)'", hint: "use .milliseconds(n), .seconds(n), .microseconds(n) or .nanoseconds(n)")
    }
    let amount: Double
    switch arg {
    case .int(let i): amount = Double(i)
    case .double(let d): amount = d
    default: throw Fault("a duration needs a number")
    }
    let ns = amount * scale
    guard ns.isFinite, ns > -9e15, ns < 9e15 else {
      throw Fault("the duration \(m.description) is out of range for the virtual clock")
    }
    return Int(ns)
  }

  static func concurrencyStatic(_ vm: VM, _ t: TypeValue, _ s: Sym?) throws -> Value? {
    switch (t.name, s) {
    case ("Task", .sleep?):
      return .native(
        NativeFunction("Task.sleep") { vm, args, labels in
          let names = labels.map { label(vm, $0) }
          guard let a = args.first else {
            throw Fault("Task.sleep needs a duration: Task.sleep(for: .milliseconds(50))")
          }
          if names.first == "nanoseconds" { return try TaskHandle.sleep(vm, nanoseconds: try int(a, "nanoseconds")) }
          return try TaskHandle.sleep(vm, nanoseconds: try nanoseconds(a))
        })
    case ("Task", .yield?):
      return .native(NativeFunction("Task.yield") { vm, _, _ in try TaskHandle.yield(vm) })
    case ("Task", .isCancelled?):
      return .bool(vm.currentIsCancelled)
    default: return nil
    }
  }

  static func concurrencyConstruct(_ vm: VM, _ t: TypeValue, _ args: [Value]) throws -> Value? {
    switch t.name {
    case "Task":
      guard let body = args.last else { throw Fault("Task needs a closure: Task { ... }") }
      return try TaskHandle.start(vm, body)
    case "CancellationError": return .host(CancellationErrorValue())
    case "Observations":
      guard let body = args.first, case .closure = body else {
        throw Fault("Observations needs a closure: Observations { model.value }")
      }
      return .host(ObservationsValue(closure: body, untilFinished: false))
    default: return nil
    }
  }

  /// Members of task handles and Observations iterators.
  static func concurrencyMember(_ vm: VM, _ v: Value, _ s: Sym?, _ sym: Int) throws -> Value? {
    switch (v, s) {
    case (.host(let t as TaskHandle), .value?): return try t.awaitValue(vm)
    case (.host(let t as TaskHandle), .isCancelled?): return .bool(t.isCancelled)
    case (.host(let t as TaskHandle), nil) where vm.program.symbolName(sym) == "result": return try t.awaitResult(vm)
    default: return nil
    }
  }

  static func concurrencyMethod(_ vm: VM, _ recv: Value, _ sym: Int, _ args: [Value]) throws -> Value? {
    guard case .host = recv else { return nil }  // arrays, strings, ... never get here by name
    let name = vm.program.symbolName(sym)
    switch recv {
    case .host(let t as TaskHandle) where Sym(rawValue: sym) == .cancel:
      try t.cancel(vm)
      return .void
    case .host(let o as ObservationsValue) where name == "makeAsyncIterator":
      return .host(vm.runtime.makeObservationsIterator(o))
    case .host(let it as ObservationsIterator) where Sym(rawValue: sym) == .next:
      switch try vm.runtime.observationsNext(it) {
      case .element(let v): return Value.some(v)
      case .end: return .null
      case .parked:
        // Resumed later: the iterator evaluates then, and that element is the call's result.
        vm.fiber.resumeAction = { [unowned vm] in
          switch try vm.runtime.observationsNext(it) {
          case .element(let v): return Value.some(v)
          case .end, .parked: return .null
          }
        }
        return .missing
      }
    default: return nil
    }
  }
}

/// `DispatchQueue.main`: jobs run on the simulated main actor, in FIFO order with tasks.
final class MainQueue: HostObject {
  override var typeName: String { "DispatchQueue" }
}

/// `DispatchTime.now() + 0.05`, on the virtual clock.
final class DispatchTimeValue: HostObject {
  let nanoseconds: Int
  init(_ ns: Int) { nanoseconds = ns }
  override var typeName: String { "DispatchTime" }
}

/// `exit(code)`: the program ends here.
struct ExitRequest: Error {
  let code: Int
}

extension Builtins {
  static func dispatchStatic(_ vm: VM, _ t: TypeValue, _ name: String) -> Value? {
    switch (t.name, name) {
    case ("DispatchQueue", "main"): return .host(MainQueue())
    case ("DispatchTime", "now"):
      return .native(NativeFunction("DispatchTime.now") { vm, _, _ in .host(DispatchTimeValue(vm.scheduler.now)) })
    default: return nil
    }
  }

  /// `main.async { }` and `main.asyncAfter(deadline:) { }`.
  static func dispatchMethod(_ vm: VM, _ q: MainQueue, _ name: String, _ args: [Value]) throws -> Value? {
    guard let body = args.last, case .closure = body else { return nil }
    switch name {
    case "async":
      _ = try TaskHandle.start(vm, body, label: "main-queue job")
      return .void
    case "asyncAfter":
      guard let deadline = args.first else { throw Fault("asyncAfter needs a deadline: .now() + 0.05") }
      let at = try dispatchTime(vm, deadline)
      _ = try TaskHandle.start(vm, body, label: "main-queue job", notBefore: at)
      return .void
    default: return nil
    }
  }

  static func dispatchTime(_ vm: VM, _ v: Value) throws -> Int {
    switch v {
    case .host(let t as DispatchTimeValue): return t.nanoseconds
    case .host(let m as ImplicitMember) where m.name == "now": return vm.scheduler.now
    default: throw Fault("expected a DispatchTime such as .now() + 0.05")
    }
  }
}

extension VM {
  /// `DispatchTime + seconds`.
  func dispatchTimeArithmetic(_ a: Value, _ b: Value) throws -> Value? {
    let base: Int
    switch a {
    case .host(let t as DispatchTimeValue): base = t.nanoseconds
    case .host(let m as ImplicitMember) where m.name == "now" && m.args.isEmpty: base = scheduler.now
    default: return nil
    }
    let seconds: Double
    switch b {
    case .double(let d): seconds = d
    case .int(let i): seconds = Double(i)
    default: return nil
    }
    guard seconds.isFinite, seconds >= 0, seconds < 9e6 else {
      throw Fault("a dispatch delay must be a sensible number of seconds")
    }
    return .host(DispatchTimeValue(base + Int(seconds * 1e9)))
  }
}
