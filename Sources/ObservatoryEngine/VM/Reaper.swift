import Foundation

/// Frees lesson values without recursion.
///
/// A lesson can nest values as deep as it likes: `a = [a]` five million times, a closure that
/// captures the previous closure, an indirect enum list, a struct holding an array of itself, a
/// dictionary inside a dictionary. Swift releases such a value recursively — each level's release
/// releases the next — and five million levels overflow any stack. So where a value dies, the VM
/// hands it to the reaper, which takes apart whatever only that value kept alive, one level at a
/// time, with a worklist instead of the stack: each container's children are moved to the worklist
/// before the container itself is released, so no release ever has more than one level to free.
///
/// A container is taken apart only when the dying reference is its only one (its storage is
/// uniquely referenced); shared parts are simply released — something else still holds them — and
/// are never walked, so freeing costs what it frees. Values die here:
///
/// - when a class instance, an enum case, a closure or a captured variable dies, in its `deinit`
///   (so any object graph is freed iteratively, however it is reached);
/// - where the VM overwrites or drops a variable: fiber slots (`Fiber`), globals, captured cells,
///   the old value of a path write, a program's globals when it ends.
enum Reaper {
  /// Releases what `slot` holds, taking apart the values only it kept alive, and leaves `.void`
  /// there. (There is deliberately no by-value variant: a caller's copy of the value would keep
  /// it shared, and then free it recursively when the copy dies.)
  @inline(__always)
  static func release(taking slot: inout Value) {
    // A value that owns nothing does not read the lazy global (a `swift_once` on every call).
    guard slot.mayOwnValues else {
      slot = .void
      return
    }
    release(taking: &slot, referencesVisible: referenceIsVisible)
  }

  /// `release(taking:)` given `referenceIsVisible` read beforehand (`Fiber` keeps it): a slot's
  /// store then does not check the lazy global's initialization on every release.
  @inline(__always)
  static func release(taking slot: inout Value, referencesVisible: Bool) {
    guard slot.mayOwnValues else {
      slot = .void
      return
    }
    if slot.isOneReference, referencesVisible, !unsafeUniqueFirstWord(&slot) {
      // Shared (a closure held by its variable too, an object another variable holds): dropping
      // this reference frees nothing, so there is nothing to take apart (and no worklist to make).
      slot = .void
      return
    }
    var pending: [Value] = []
    takeApart(&slot, into: &pending)
    drain(&pending)
  }

  /// Releases every value of `values` (an object's fields, a closure's captures) and empties it.
  static func release(contentsOf values: inout [Value]) {
    guard !values.isEmpty else { return }
    guard isUniquelyReferenced(&values) else {
      values = []  // shared: someone else still holds the elements
      return
    }
    // Each element in turn, first to last (as Swift destroys stored properties and array
    // elements: deinits run in that order), each with its own worklist: no worklist at all
    // when, as usual, the elements are shared or leaves.
    for i in values.indices where values[i].mayOwnValues { release(taking: &values[i]) }
    values = []
  }

  private static func drain(_ pending: inout [Value]) {
    while var v = pending.popLast() {
      takeApart(&v, into: &pending)
    }
  }

  /// Moves the children of `value` to `pending` if `value` holds the only reference to them, and
  /// releases `value`, which then has nothing left to release recursively.
  ///
  /// Each case copies the payload out in a statement of its own (`if case`) and only then clears
  /// `value`, so that the copy is the payload's only holder when nothing else holds it. Binding
  /// the payload in a `switch` over `value` would not do: the switch keeps its own copy of the
  /// subject until its end, and the payload would never look unique.
  private static func takeApart(_ value: inout Value, into pending: inout [Value]) {
    switch value.reapKind {
    case .values:
      var xs: [Value] = []
      if case .array(let ys) = value { xs = ys } else if case .tuple(let ys, _) = value { xs = ys }
      value = .void
      move(&xs, into: &pending)
    case .structValue:
      var fields: [Value] = []
      if case .structValue(let s) = value { fields = s.fields }
      value = .void
      move(&fields, into: &pending)
    case .dict:
      var d = DictStorage()
      if case .dict(let e) = value { d = e }
      value = .void
      d.dropTable()
      move(&d.keys, into: &pending)
      move(&d.values, into: &pending)
    case .set:
      var s = SetStorage()
      if case .set(let t) = value { s = t }
      value = .void
      var members = s.takeSlots()
      move(&members, into: &pending)
    case .some:
      // The box of `indirect case some` is shared by every copy of the optional: when it is, the
      // wrapped value lives on in the other holders and is not walked (else releasing one of a
      // chain of nested optionals, each level's old value sharing the rest, walks the whole chain:
      // quadratic). Once a unique box is released, `inner` holds what it held.
      let unique = isUniqueOptionalBox(&value)
      var inner = Value.void
      if unique, case .some(let x) = value { inner = x }
      value = .void
      if inner.mayOwnValues { pending.append(inner) }
    case .enumValue:
      var e: EnumValue? = nil
      if case .enumValue(let x) = value { e = x }
      value = .void
      if isKnownUniquelyReferenced(&e) { move(&e!.payload, into: &pending) }
    case .object:
      var o: Instance? = nil
      if case .object(let x) = value { o = x }
      value = .void
      // An object whose class has a `deinit` keeps its fields: its zombie runs the deinit with
      // them later, from a queue (`Instance.deinit`).
      if isKnownUniquelyReferenced(&o), !o!.cls.hasDeinit { move(&o!.fields, into: &pending) }
    case .closure:
      var c: Closure? = nil
      if case .closure(let x) = value { c = x }
      value = .void
      if isKnownUniquelyReferenced(&c) { move(&c!.captures, into: &pending) }
    case .cell:
      var c: Cell? = nil
      if case .cell(let x) = value { c = x }
      value = .void
      if isKnownUniquelyReferenced(&c) { c!.takeValue(into: &pending) }
    case .boundMethod:
      var b: BoundMethod? = nil
      if case .boundMethod(let x) = value { b = x }
      value = .void
      if isKnownUniquelyReferenced(&b) { b!.takeReceiver(into: &pending) }
    case .host:
      var h: HostObject? = nil
      if case .host(let x) = value { h = x }
      value = .void
      if isKnownUniquelyReferenced(&h) { h!.releaseValues(into: &pending) }
    case .leaf:
      value = .void
    }
  }

  /// Moves the elements of `xs` that can own values to `pending`, if `xs` is their only holder.
  @inline(__always)
  private static func move(_ xs: inout [Value], into pending: inout [Value]) {
    guard !xs.isEmpty, isUniquelyReferenced(&xs) else { return }
    // Last first: the worklist takes from its end, so the first element is freed first (and
    // all it holds, before the second), as Swift's recursive release does.
    for x in xs.reversed() where x.mayOwnValues { pending.append(x) }
    xs = []
  }

  /// Whether the storage of `xs` is referenced only by `xs`. An `Array` is a single reference to
  /// its native storage object (on Linux, where the VM runs), and the standard uniqueness test
  /// applies to that reference, seen as a reference to some native class (`StorageStandIn`; seen
  /// as `AnyObject` the test always says no where Foundation is loaded). The empty array's shared
  /// storage is never unique. Elsewhere the answer is always no: values are then freed as Swift
  /// frees them.
  @inline(__always)
  static func isUniquelyReferenced(_ xs: inout [Value]) -> Bool {
    #if os(Linux)
      guard MemoryLayout<[Value]>.size == MemoryLayout<StorageStandIn>.size else { return false }
      return withUnsafeMutablePointer(to: &xs) { p in
        p.withMemoryRebound(to: StorageStandIn.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
      }
    #else
      return false
    #endif
  }
}

extension Reaper {
  /// Whether `value`, a `.some`, holds the only reference to the heap box Swift keeps the wrapped
  /// value of `indirect case some` in. The enum stores that box's reference in its first word
  /// (`Value` needs an extra tag byte: `Int` leaves no spare bits to tag cases with), and the box is
  /// a native heap object, so the standard uniqueness test applies to it seen as a native class
  /// (`StorageStandIn`). `optionalBoxIsVisible` checks that layout once, on a value made for the
  /// purpose; where it does not hold the answer is always no, and nested optionals are freed as
  /// before (correctly, walking what they share).
  @inline(__always)
  static func isUniqueOptionalBox(_ value: inout Value) -> Bool {
    guard optionalBoxIsVisible else { return false }
    return unsafeUniqueFirstWord(&value)
  }

  @inline(__always)
  private static func unsafeUniqueFirstWord(_ value: inout Value) -> Bool {
    withUnsafeMutableBytes(of: &value) { raw in
      raw.baseAddress!.withMemoryRebound(to: StorageStandIn.self, capacity: 1) {
        isKnownUniquelyReferenced(&$0.pointee)
      }
    }
  }

  /// Whether `value`, one reference (`isOneReference`), holds the only reference to its object or
  /// storage, tested without copying the value (a copy would make it shared). The enum stores
  /// such a payload's reference in its first word; `referenceIsVisible` checks that once. Where it
  /// does not hold the answer is always yes, and the value is taken apart as before.
  @inline(__always)
  static func isUniqueReference(_ value: inout Value) -> Bool {
    guard referenceIsVisible else { return true }
    return unsafeUniqueFirstWord(&value)
  }

  /// The layout `isUniqueReference` relies on, checked on values made for the purpose: a class
  /// payload's first word is the object (shared while another reference lives, unique once it
  /// is gone), and an array payload's is its storage (unique alone, shared while copied).
  static let referenceIsVisible: Bool = {
    #if os(Linux)
      func firstWord(_ v: Value) -> UInt { withUnsafeBytes(of: v) { $0.load(as: UInt.self) } }
      var object: HostObject? = HostObject()
      var held = Value.host(object!)
      guard firstWord(held) == UInt(bitPattern: Unmanaged.passUnretained(object!).toOpaque()) else { return false }
      let sharedWhileHeld = withExtendedLifetime(object) { !unsafeUniqueFirstWord(&held) }
      object = nil
      guard sharedWhileHeld, unsafeUniqueFirstWord(&held) else { return false }
      var xs = Value.array([.int(Int(getpid()))])
      guard unsafeUniqueFirstWord(&xs) else { return false }
      var copy: Value? = xs
      let arraySharedWhileCopied = withExtendedLifetime(copy) { !unsafeUniqueFirstWord(&xs) }
      copy = nil
      return arraySharedWhileCopied && unsafeUniqueFirstWord(&xs)
    #else
      return false
    #endif
  }()

  /// The layout `isUniqueOptionalBox` relies on, checked: a `.some` is unique alone, not while a
  /// copy lives, and unique again once the copy is gone; its first word is the box (a different
  /// box for a different optional, the same for a copy).
  static let optionalBoxIsVisible: Bool = {
    #if os(Linux)
      guard MemoryLayout<Value>.size > MemoryLayout<Int>.size * 2 else { return false }
      func firstWord(_ v: Value) -> UInt { withUnsafeBytes(of: v) { $0.load(as: UInt.self) } }
      // Payloads made at run time, so that no box can be a constant the compiler laid out.
      var a = Value.some(.int(Int(getpid())))
      let b = Value.some(.int(Int(getpid())))
      guard firstWord(a) != firstWord(b), firstWord(a) != 0 else { return false }
      guard unsafeUniqueFirstWord(&a) else { return false }
      var copy: Value? = a
      // Kept alive across the test: the optimizer may end a copy's life at its last use.
      let sharedWhileCopied = withExtendedLifetime(copy) {
        firstWord(copy!) == firstWord(a) && !unsafeUniqueFirstWord(&a)
      }
      copy = nil
      return sharedWhileCopied && unsafeUniqueFirstWord(&a)
    #else
      return false
    #endif
  }()
}

/// A native class an array's storage reference is seen as, for the uniqueness test only; no
/// instance is ever made.
private final class StorageStandIn {}

extension Value {
  /// Whether this value can hold other values (and so nest without bound). Numbers, strings,
  /// ranges, types and functions cannot.
  @inline(__always)
  var mayOwnValues: Bool { reapKind != .leaf }

  /// Whether the payload is one reference, to a class instance or an array's storage, stored in
  /// the value's first word (`Reaper.isUniqueReference`).
  @inline(__always)
  var isOneReference: Bool {
    switch self {
    case .object, .closure, .cell, .boundMethod, .host, .enumValue, .array, .tuple: return true
    default: return false
    }
  }

  /// What the reaper does with this value: which payload it takes apart.
  var reapKind: ReapKind {
    switch self {
    case .array, .tuple: return .values
    case .structValue: return .structValue
    case .dict: return .dict
    case .set: return .set
    case .some: return .some
    case .enumValue: return .enumValue
    case .object: return .object
    case .closure: return .closure
    case .cell: return .cell
    case .boundMethod: return .boundMethod
    case .host: return .host
    default: return .leaf
    }
  }
}

/// The shapes of value the reaper takes apart; `leaf` holds no other values.
enum ReapKind {
  case values, structValue, dict, set, some, enumValue, object, closure, cell, boundMethod, host, leaf
}
