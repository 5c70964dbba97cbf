/// A runtime value of a builtin type that answers its own members: Foundation's value types (`UUID`,
/// `Date`, `Decimal`, `Data`, `URL`) and `AsyncStream` with its continuation, iterator and results.
/// The VM's member, method, mutation, operator, hashing and printing paths ask it first, so each
/// type keeps its whole behaviour in its own file.
///
/// A value type (all of Foundation's) is never changed once made: a mutating method makes a new
/// object and stores that, so copies held elsewhere keep Swift's value semantics.
class NativeValue: HostObject {
  /// `value.name` (a property), or nil if the type has none of that name.
  func member(_ vm: VM, _ name: String) throws -> Value? { nil }

  /// `value.name(args)` that does not mutate, or nil if the type has no such method.
  func call(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> Value? { nil }

  /// Whether `name` is a mutating method (it must be called on a variable).
  func mutates(_ name: String) -> Bool { false }

  /// A mutating method: the new value of the variable and the call's result.
  func mutate(_ vm: VM, _ name: String, _ args: [Value], _ labels: [String?]) throws -> (Value, Value)? { nil }

  /// `value.name = newValue` on a settable property (a reference's, such as a continuation's
  /// `onTermination`). False if the property is not settable.
  func set(_ vm: VM, _ name: String, _ newValue: Value) throws -> Bool { false }

  /// `a op b` where this value is one operand (`isLeft`: it is `a`); nil if the type has no such
  /// operator for the other operand.
  func binary(_ vm: VM, _ op: BinaryOp, _ other: Value, isLeft: Bool) throws -> Value? { nil }

  /// `-value`.
  func negated() throws -> Value? { nil }

  /// `value[args]`, or nil if the type has no subscript.
  func subscriptGet(_ vm: VM, _ args: [Value]) throws -> Value? { nil }

  /// The elements, for a value that is a sequence (`for b in data`, `Array(data)`), else nil.
  var elements: [Value]? { nil }

  /// Whether the type is `Equatable` (R7 then gates a same-value write with `==`).
  var isEquatable: Bool { false }

  /// Hashes what `isEqual(to:)` compares; only called on `Equatable` types.
  func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

  /// The text `print` writes: the `description`, or inside a collection or an optional
  /// (`debug`) the `debugDescription`. May stop the lesson where Swift's printing traps.
  func text(_ vm: VM, debug: Bool) throws -> String { description }

  /// The case name and payload, for a value that behaves as an enum case (`switch termination {
  /// case .finished: ... }`).
  var enumCase: (name: String, payload: [Value])? { nil }
}

extension NativeValue {
  /// `a op b` for the six comparisons of a `Comparable` type; nil for any other operator.
  static func compare<T: Comparable>(_ op: BinaryOp, _ a: T, _ b: T) -> Value? {
    switch op {
    case .eq: return .bool(a == b)
    case .ne: return .bool(a != b)
    case .lt: return .bool(a < b)
    case .gt: return .bool(a > b)
    case .le: return .bool(a <= b)
    case .ge: return .bool(a >= b)
    default: return nil
    }
  }

  /// The order of two values of a `Comparable` type through `<` (-1, 0, 1), or nil.
  func order(_ vm: VM, _ other: Value) throws -> Int? {
    guard case .bool(let less)? = try binary(vm, .lt, other, isLeft: true) else { return nil }
    if less { return -1 }
    guard case .bool(let greater)? = try binary(vm, .gt, other, isLeft: true) else { return nil }
    return greater ? 1 : 0
  }
}

/// Which case of an implicit member a value equals: `termination == .finished`.
func implicitCaseEquals(_ value: NativeValue, _ other: HostObject) -> Bool? {
  guard let m = other as? ImplicitMember, let c = value.enumCase else { return nil }
  return m.name == c.name && m.args.count == c.payload.count
    && zip(m.args, c.payload).allSatisfy { structurallyEqual($0, $1) }
}

/// The playground's state for Foundation and `AsyncStream`, one per VM: the seeded `UUID` sequence,
/// the last reading of the virtual wall clock, and names for streams.
final class FoundationState {
  var uuids = UUIDSequence()
  /// How many times `Date()` read the virtual wall clock (each reading is 1 µs later).
  var clockReadings = 0
  var streamCount = 0
  /// Streams whose last `AsyncStream` value or iterator was released: each is cancelled (its
  /// `onTermination` runs with `.cancelled`) at the next statement, as Swift's `_Context.deinit`.
  var releasedStreams: [StreamStorage] = [] {
    didSet { due.mark(WorkDue.streams, !releasedStreams.isEmpty) }
  }
  /// Shared with `ObservationRuntime` (the VM tests both lists' bits at once).
  let due = WorkDue()
  /// `ObjectIdentifier`s' numbers, in the order the lesson first took each identity.
  var identities: [ObjectIdentifierValue.Key: Int] = [:]
}

/// Foundation's value types that wrap the real one (`Data`, `Decimal`, `URL`, `UUID`): printed,
/// compared and hashed as the wrapped value, so `==`, `Set` and dictionary keys are Swift's own.
class FoundationValue<Wrapped: Hashable & CustomStringConvertible>: NativeValue {
  let wrapped: Wrapped
  init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  override var description: String { wrapped.description }
  override var isEquatable: Bool { true }
  override func isEqual(to other: HostObject) -> Bool {
    (other as? FoundationValue<Wrapped>)?.wrapped == wrapped
  }
  override func hash(into h: inout Hasher) { h.combine(wrapped) }
}
