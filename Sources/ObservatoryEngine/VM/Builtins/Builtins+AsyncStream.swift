/// `AsyncStream` and its continuation on the simulated scheduler (`StreamStorage` holds the
/// state and the rules): `AsyncStream { continuation in ... }` (the closure runs at once, as in
/// Swift), `AsyncStream(Int.self) { ... }`, `AsyncStream<Int>(bufferingPolicy:) { ... }`,
/// `AsyncStream.makeStream(of:bufferingPolicy:)`, `yield`, `finish`, `onTermination`, and
/// `for await x in stream`.
///
/// An `AsyncStreamValue` is Swift's `AsyncStream._Context`: every copy of the stream and every
/// iterator made from it share it, and when the last of them is gone the stream is cancelled
/// (its `onTermination` runs with `.cancelled` at the next statement). A `for await` loop written
/// directly in top-level code keeps its stream for the whole program, as Swift's top-level code
/// does (verified against Swift 6.3.1: breaking out of it does not terminate the stream).
final class AsyncStreamValue: NativeValue {
  let storage: StreamStorage
  private weak var state: FoundationState?
  /// Kept for the whole program: a `for await` in top-level code iterates it.
  var keptForever = false

  init(_ storage: StreamStorage, state: FoundationState) {
    self.storage = storage
    self.state = state
  }

  deinit {
    if !keptForever, !storage.isTerminal || storage.onTermination != nil {
      state?.releasedStreams.append(storage)
    }
  }

  override var typeName: String { "AsyncStream<\(storage.elementType)>" }
  override var description: String { "AsyncStream<\(storage.elementType)>(\(storage.label))" }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    let e = try streamElementType(storage)
    return try streamTypeName(self, qualified: debug)! + "(context: Swift.AsyncStream<\(e)>._Context)"
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    guard name == "makeAsyncIterator", labels.isEmpty else { return nil }
    return .host(StreamStorage.makeIterator(vm, self))
  }

  /// `AsyncStream { continuation in ... }` and its forms with the element type and buffering
  /// policy: the build closure runs now, with the continuation.
  static func construct(_ vm: VM, _ t: TypeValue, _ args: [Value], _ labels: [String?]) throws -> Value {
    // The compiler wrote `AsyncStream<Int>` for `AsyncStream(Int.self)` and for a stream made
    // where its type is known (`Compiler+StreamElementTypes.swift`).
    let names = (t as? BuiltinType)?.argumentNames.first ?? nil
    var policy = StreamStorage.Policy.unbounded
    for (a, l) in zip(args.dropLast(), labels.dropLast()) {
      switch l {
      case nil: _ = try metatypeName(a)
      case "bufferingPolicy"?: policy = try bufferingPolicy(a)
      default: throw Fault("AsyncStream has no initializer with the argument '\(l ?? "_")'")
      }
    }
    guard let build = args.last, case .closure(let c) = build, c.proto.paramCount == 1 else {
      throw Fault(
        "AsyncStream needs a closure that takes the continuation: AsyncStream { continuation in ... }",
        hint: "AsyncStream(unfolding:) is not available in the playground")
    }
    let (stream, continuation) = make(vm, names, policy)
    _ = try vm.callValue(build, [continuation])
    return stream
  }

  /// `AsyncStream.makeStream(of:bufferingPolicy:)`: the tuple `(stream, continuation)`.
  static func staticMember(_ vm: VM, _ t: TypeValue, _ name: String) -> Value? {
    guard name == "makeStream" else { return nil }
    let names = (t as? BuiltinType)?.argumentNames.first ?? nil
    return .native(
      NativeFunction("AsyncStream.makeStream") { vm, args, labels in
        var policy = StreamStorage.Policy.unbounded
        for (a, l) in zip(args, labels.map { Builtins.label(vm, $0) }) {
          switch l {
          case "of"?: _ = try metatypeName(a)
          case "bufferingPolicy"?: policy = try bufferingPolicy(a)
          default: throw Fault("AsyncStream.makeStream has no argument '\(l ?? "_")'")
          }
        }
        let (stream, continuation) = make(vm, names, policy)
        return .tuple([stream, continuation], labels: makeStreamLabels)
      })
  }

  /// `makeStream` returns `(stream: ..., continuation: ...)`.
  static let makeStreamLabels = TupleLabels(["stream", "continuation"])

  private static func make(
    _ vm: VM, _ names: (plain: String, qualified: String)?, _ policy: StreamStorage.Policy
  ) -> (Value, Value) {
    vm.foundation.streamCount += 1
    let storage = StreamStorage(label: "stream #\(vm.foundation.streamCount)", policy: policy, elementNames: names)
    storage.isPreludes = vm.fiber.isInPrelude
    StreamStorage.note(vm, .makes(task: vm.fiberLabel, stream: storage.label))
    return (.host(AsyncStreamValue(storage, state: vm.foundation)), .host(ContinuationValue(storage)))
  }

  /// `Int.self` → `Int`.
  static func metatypeName(_ v: Value) throws -> String {
    guard case .type(let t) = v else { throw Fault("expected an element type such as Int.self") }
    return t.name
  }

  /// `.unbounded`, `.bufferingOldest(n)`, `.bufferingNewest(n)`.
  static func bufferingPolicy(_ v: Value) throws -> StreamStorage.Policy {
    guard case .host(let m as ImplicitMember) = v else {
      throw Fault("expected a buffering policy: .unbounded, .bufferingOldest(n) or .bufferingNewest(n)")
    }
    switch (m.name, m.args.first) {
    case ("unbounded", nil): return .unbounded
    // A limit of 0 or less buffers nothing: every element is dropped (verified against Swift 6.3.1).
    case ("bufferingOldest", .int(let n)?): return .bufferingOldest(n)
    case ("bufferingNewest", .int(let n)?): return .bufferingNewest(n)
    case ("bufferingOldest", _), ("bufferingNewest", _): throw Fault("a buffering limit must be an Int")
    default:
      throw Fault(
        "unknown buffering policy '\(m.description)'",
        hint: "use .unbounded, .bufferingOldest(n) or .bufferingNewest(n)")
    }
  }
}

/// `AsyncStream.Continuation`: `yield(_:)`, `finish()`, `onTermination`. A reference to the
/// stream's storage, so copies (captured by closures, stored in models) all feed one stream.
final class ContinuationValue: NativeValue {
  let storage: StreamStorage
  init(_ storage: StreamStorage) { self.storage = storage }

  override var typeName: String { "AsyncStream<\(storage.elementType)>.Continuation" }
  override var description: String { "Continuation(\(storage.label))" }
  override func text(_ vm: VM, debug: Bool) throws -> String {
    "Continuation(storage: Swift.AsyncStream<\(try streamElementType(storage))>._Storage)"
  }

  override func member(_ vm: VM, _ name: String) throws -> Value? {
    guard name == "onTermination" else { return nil }
    return storage.onTermination.map { .some($0) } ?? .null
  }

  override func set(_ vm: VM, _ name: String, _ newValue: Value) throws -> Bool {
    guard name == "onTermination" else { return false }
    storage.onTermination = newValue.unwrapped
    return true
  }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    switch (name, labels) {
    case ("yield", [nil]): return .host(try storage.yield(vm, args[0]))
    case ("yield", []): return .host(try storage.yield(vm, .void))
    case ("finish", []):
      try storage.finish(vm)
      return .void
    default: return nil
    }
  }
}

/// `AsyncStream.Iterator`: what `for await` and `makeAsyncIterator()` make. It keeps its stream
/// alive; `mailbox` holds what `next()` took for it while it was away from the main actor.
final class AsyncStreamIterator: NativeValue {
  enum Delivery {
    case element(Value)
    case end
  }
  let stream: AsyncStreamValue
  var storage: StreamStorage { stream.storage }
  var mailbox: Delivery?
  /// The fiber parked in this iterator's `next()`.
  weak var fiber: Fiber?

  init(_ stream: AsyncStreamValue) { self.stream = stream }

  override var typeName: String { "AsyncStream<\(storage.elementType)>.Iterator" }
  override var description: String { "Iterator(\(storage.label))" }

  override func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? {
    guard name == "next", labels.isEmpty else { return nil }
    switch try StreamStorage.next(vm, self) {
    case .element(let v): return .some(v)
    case .end: return .null
    case .parked:
      vm.fiber.resumeAction = { [unowned vm] in
        switch try StreamStorage.next(vm, self) {
        case .element(let v): return .some(v)
        case .end, .parked: return .null
        }
      }
      return .missing
    }
  }
}

/// `AsyncStream.Continuation.YieldResult`: `.enqueued(remaining:)`, `.dropped(element)`, `.terminated`.
final class YieldResultValue: NativeValue {
  enum Kind {
    case enqueued(remaining: Int)
    case dropped(Value)
    case terminated
  }
  let kind: Kind
  let storage: StreamStorage
  init(_ kind: Kind, _ storage: StreamStorage) {
    self.kind = kind
    self.storage = storage
  }

  override var typeName: String { "AsyncStream<\(storage.elementType)>.Continuation.YieldResult" }
  override var enumCase: (name: String, payload: [Value])? {
    switch kind {
    case .enqueued(let n): return ("enqueued", [.int(n)])
    case .dropped(let x): return ("dropped", [x])
    case .terminated: return ("terminated", [])
    }
  }
  override var description: String {
    switch kind {
    case .enqueued(let n): return "enqueued(remaining: \(n))"
    case .dropped(let x): return "dropped(\(describePlain(x, debug: true)))"
    case .terminated: return "terminated"
    }
  }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    var plain: String
    switch kind {
    case .enqueued(let n): plain = "enqueued(remaining: \(n))"
    case .dropped(let x): plain = "dropped(\(try Describer.describe(vm, x, debug: true)))"
    case .terminated: plain = "terminated"
    }
    if debug {
      plain =
        "Swift.AsyncStream<\(try streamElementType(storage))>.Continuation.YieldResult." + plain
    }
    return plain
  }
}

/// `AsyncStream.Continuation.Termination`: `.finished` or `.cancelled`, what `onTermination` gets.
final class TerminationValue: NativeValue {
  enum Kind: String {
    case finished, cancelled
  }
  let kind: Kind
  let storage: StreamStorage
  init(_ kind: Kind, _ storage: StreamStorage) {
    self.kind = kind
    self.storage = storage
  }

  override var typeName: String { "AsyncStream<\(storage.elementType)>.Continuation.Termination" }
  override var description: String { kind.rawValue }
  override var enumCase: (name: String, payload: [Value])? { (kind.rawValue, []) }
  override var isEquatable: Bool { true }
  override func hash(into h: inout Hasher) { h.combine(kind.rawValue) }
  override func isEqual(to other: HostObject) -> Bool {
    if let t = other as? TerminationValue { return t.kind == kind }
    return implicitCaseEquals(self, other) ?? false
  }

  override func text(_ vm: VM, debug: Bool) throws -> String {
    guard debug else { return kind.rawValue }
    return "Swift.AsyncStream<\(try streamElementType(storage))>.Continuation.Termination."
      + kind.rawValue
  }
}

/// The element type as Swift prints it inside a type name (`Swift.Int`, `main.Item`). Every
/// stream a lesson makes has it (the compiler refuses one it cannot name); only the prelude's own
/// streams lack it, and a lesson cannot reach them to print.
/// A stream's or its part's type as Swift names it: `AsyncStream<Int>`, and in a collection
/// `Swift.AsyncStream<Swift.Int>`; a nested type by its own name alone (`Iterator`,
/// `Continuation`, `YieldResult`), and in a collection after its stream's
/// (`Swift.AsyncStream<Swift.Int>.Continuation.YieldResult`) (verified against Swift 6.3.1:
/// `Language/stream-type-names`). Nil for a value that is not a stream's.
func streamTypeName(_ v: NativeValue, qualified: Bool) throws -> String? {
  let storage: StreamStorage
  let nested: [String]
  switch v {
  case let s as AsyncStreamValue: (storage, nested) = (s.storage, [])
  case let c as ContinuationValue: (storage, nested) = (c.storage, ["Continuation"])
  case let i as AsyncStreamIterator: (storage, nested) = (i.storage, ["Iterator"])
  case let y as YieldResultValue: (storage, nested) = (y.storage, ["Continuation", "YieldResult"])
  case let t as TerminationValue: (storage, nested) = (t.storage, ["Continuation", "Termination"])
  default: return nil
  }
  guard qualified else { return nested.last ?? "AsyncStream<\(storage.elementType)>" }
  return (["Swift.AsyncStream<\(try streamElementType(storage))>"] + nested).joined(separator: ".")
}

func streamElementType(_ s: StreamStorage) throws -> String {
  guard let names = s.elementNames else { throw Fault("internal error: \(s.label) has no element type") }
  return names.qualified
}
