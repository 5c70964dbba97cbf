/// A value of the lesson language. Arrays, dictionaries, tuples and structs are Swift values here
/// too, so they get Swift's copy-on-write value semantics for free; class instances are references.
public enum Value {
  /// `()`: what a statement or a Void function produces.
  case void
  /// `nil` (`Optional.none`).
  case null
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  /// `Optional.some`: kept explicit so that `print(x)` shows `Optional(5)` as Swift does.
  indirect case some(Value)
  case array([Value])
  case dict(DictStorage)
  /// `Set<Element>`: hash membership, order-independent equality.
  case set(SetStorage)
  case range(RangeValue)
  /// A tuple; `labels` names its elements (`(x: 1, y: 2)`), nil when none has a label.
  case tuple([Value], labels: TupleLabels? = nil)
  case structValue(StructValue)
  case enumValue(EnumValue)
  case object(Instance)
  case closure(Closure)
  case native(NativeFunction)
  case boundMethod(BoundMethod)
  case type(TypeValue)
  /// Runtime-provided objects: task handles, tracking handles, key paths, mutexes, ...
  case host(HostObject)
  /// A captured `var`: closures share the cell, not a copy of the value.
  case cell(Cell)
  /// An argument the caller left out (its default applies) or a `let` not yet initialized.
  case missing

  var isNull: Bool { if case .null = self { return true } else { return false } }

  /// Optional values lose their `Optional` wrapper; everything else is unchanged.
  package var unwrapped: Value? {
    switch self {
    case .null: return nil
    case .some(let v): return v
    default: return self
    }
  }

  /// `value as Optional`: wraps unless it already is one.
  var asOptional: Value {
    switch self {
    case .null, .some: return self
    default: return .some(self)
    }
  }

  /// Holds no reference at all: overwriting it needs no release (an `Int`, a `Bool`, `()`...).
  @inline(__always)
  var isTrivial: Bool {
    switch self {
    case .void, .null, .int, .double, .bool, .missing: return true
    default: return false
    }
  }

  var isClosure: Bool { if case .closure = self { return true } else { return false } }

  var asObject: Instance? { if case .object(let o) = self { return o } else { return nil } }

  /// A `weak var` property's value: the field holds a weak cell (`TypeShape.weak`); every other
  /// field holds its value itself.
  @inline(__always)
  package var weakDereferenced: Value { if case .cell(let c) = self { return c.value } else { return self } }

  /// How deeply values may nest (arrays in arrays, structs in structs, ...) for the functions that
  /// walk them recursively: printing, comparing, hashing, naming types. A lesson can build
  /// `a = [a]` a million times over; walking that would overflow the stack.
  static let maxDepth = 1000
}

/// The element labels of a named tuple (`(min: Int, max: Int)`): `nil` for an unlabeled element.
/// Shared by every tuple of that type, so a labeled tuple costs one reference.
public final class TupleLabels: Sendable {
  let names: [String?]
  init(_ names: [String?]) { self.names = names }
  /// The element index for a label.
  func index(of name: String) -> Int? { names.firstIndex(of: name) }

  /// A dictionary's elements: `(key: K, value: V)`.
  static let keyValue = TupleLabels(["key", "value"])
  /// `enumerated()`'s elements: `(offset: Int, element: T)`.
  static let offsetElement = TupleLabels(["offset", "element"])
  /// `Int.quotientAndRemainder(dividingBy:)`'s result.
  static let quotientRemainder = TupleLabels(["quotient", "remainder"])
  /// `Set.insert(_:)`'s result.
  static let inserted = TupleLabels(["inserted", "memberAfterInsert"])
}

/// A shared variable captured by closures. A `weak` local always lives in a weak cell: it holds
/// its object without keeping it alive and reads as nil once the object is gone (R25, p19).
public final class Cell {
  private var stored: Value
  private weak var object: Instance?
  let isWeak: Bool
  /// `unowned`: held weakly, read as the object itself (nil once it is gone).
  let isUnowned: Bool
  init(_ value: Value, weak: Bool = false, unowned: Bool = false) {
    isWeak = weak
    isUnowned = unowned
    stored = .void
    self.value = value
  }
  deinit { Reaper.release(taking: &stored) }

  /// Moves the stored value to the reaper's worklist (the cell is dying).
  func takeValue(into pending: inout [Value]) {
    pending.append(stored)
    stored = .void
  }

  var value: Value {
    get {
      guard isWeak else { return stored }
      // A destroyed `unowned` reference holds nothing: reading it traps (`Fault.unownedDestroyed`).
      guard let o = object else { return isUnowned ? .missing : .null }
      return isUnowned ? .object(o) : .some(.object(o))
    }
    set {
      if isWeak {
        object = newValue.unwrapped?.asObject
      } else {
        var old = stored
        stored = newValue
        Reaper.release(taking: &old)
      }
    }
  }
}

/// `a..<b` or `a...b` over Int.
public final class RangeValue {
  let lower: Int
  let upper: Int
  let closed: Bool
  /// One-sided ranges: `..<3` and `...3` start at the collection's start, `2...` runs to its end.
  let fromStart: Bool
  let toEnd: Bool
  init(_ lower: Int, _ upper: Int, closed: Bool, fromStart: Bool = false, toEnd: Bool = false) {
    self.lower = lower
    self.upper = upper
    self.closed = closed
    self.fromStart = fromStart
    self.toEnd = toEnd
  }
  /// `Range<Int>`, `ClosedRange<Int>`, `PartialRangeFrom<Int>`, ... (`Swift.Int` when qualified).
  func typeName(qualified: Bool) -> String {
    let name =
      toEnd
      ? "PartialRangeFrom"
      : fromStart
        ? (closed ? "PartialRangeThrough" : "PartialRangeUpTo")
        : closed ? "ClosedRange" : "Range"
    return name + (qualified ? "<Swift.Int>" : "<Int>")
  }
  /// The exclusive end, or nil if `upper + 1` would overflow.
  var end: Int? { closed ? (upper == Int.max ? nil : upper + 1) : upper }
  /// The number of elements, saturating at Int.max: `e &- lower` wrapped to a negative count for
  /// `Int.min..<Int.max`, which then passed every "too large" check.
  var count: Int {
    guard let e = end else { return Int.max }
    guard e > lower else { return 0 }
    let (n, overflow) = e.subtractingReportingOverflow(lower)
    return overflow ? Int.max : n
  }
}

/// An instance of a lesson `struct`.
public struct StructValue {
  package let type: StructType
  package var fields: [Value]
  /// A generic struct's type arguments as written where it was made (`Page<Note>()`).
  var typeArguments: TypeArguments? = nil
}

/// A case of a lesson `enum`, with its associated values.
public final class EnumValue {
  package let type: EnumType
  let caseIndex: Int
  /// Emptied only by the reaper, when the value dies.
  package var payload: [Value]
  /// A generic enum's type arguments where the code gave them (`let s: Loadable<Int> = .idle`).
  var typeArguments: TypeArguments? = nil
  init(type: EnumType, caseIndex: Int, payload: [Value]) {
    self.type = type
    self.caseIndex = caseIndex
    self.payload = payload
  }
  deinit { Reaper.release(contentsOf: &payload) }
  var name: String { type.cases[caseIndex].name }
  /// `label: ` before an associated value that has a label, as Swift prints `loading(progress: 40)`.
  func payloadLabel(_ k: Int) -> String {
    let labels = type.cases[caseIndex].payloadLabels
    guard k < labels.count, let l = labels[k] else { return "" }
    return l + ": "
  }
}

/// Set storage that remembers insertion order, so printing and iteration are the same on every
/// run. Swift's own order is randomized per process (like a dictionary's); lessons must not
/// depend on it.
public struct SetStorage {
  /// Members in insertion order; a removed member's slot holds `.missing` until enough slots are
  /// empty to compact them, so removing is not a walk over every member.
  private var slots: [Value] = []
  private var index: [HashKey: Int] = [:]
  private var holes = 0

  init() {}
  init(_ values: [Value]) { for v in values { insert(v) } }

  /// The members, in insertion order.
  package var members: [Value] {
    holes == 0 ? slots : slots.filter { if case .missing = $0 { return false } else { return true } }
  }

  var count: Int { slots.count - holes }

  func contains(_ v: Value) -> Bool { index[HashKey(v)] != nil }
  /// The member equal to `v`, if any.
  func member(_ v: Value) -> Value? { index[HashKey(v)].map { slots[$0] } }

  /// Inserts `v` unless an equal member is there; returns whether it inserted and the member.
  @discardableResult
  mutating func insert(_ v: Value) -> (inserted: Bool, member: Value) {
    let key = HashKey(v)
    if let i = index[key] { return (false, slots[i]) }
    index[key] = slots.count
    slots.append(v)
    return (true, v)
  }

  /// Replaces an equal member (keeping its place) or inserts; returns the member it replaced.
  mutating func update(_ v: Value) -> Value? {
    let key = HashKey(v)
    guard let i = index[key] else {
      insert(v)
      return nil
    }
    let old = slots[i]
    slots[i] = v
    index[key] = nil
    index[HashKey(v)] = i
    return old
  }

  @discardableResult
  mutating func remove(_ v: Value) -> Value? {
    let key = HashKey(v)
    guard let i = index[key] else { return nil }
    let old = slots[i]
    slots[i] = .missing
    index[key] = nil
    holes += 1
    if holes > 16 && holes * 2 > slots.count { compact() }
    return old
  }

  private mutating func compact() {
    slots = members
    holes = 0
    index = [:]
    for (k, m) in slots.enumerated() { index[HashKey(m)] = k }
  }

  mutating func removeAll() { self = SetStorage() }

  /// Empties the set and returns its members' storage (for the reaper: the index, which holds
  /// the members too, is released first).
  mutating func takeSlots() -> [Value] {
    index = [:]
    let members = slots
    slots = []
    return members
  }
}

/// A hashable wrapper for the values that can be dictionary keys or set members.
struct HashKey: Hashable {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (a: HashKey, b: HashKey) -> Bool { equal(a.value, b.value) }

  /// Whether two keys are the same key.
  @inline(__always)
  static func equal(_ a: Value, _ b: Value) -> Bool {
    // Two integers (every probe of an `[Int: V]` index) without `structurallyEqual`'s switch.
    if case .int(let x) = a, case .int(let y) = b { return x == y }
    return structurallyEqual(a, b)
  }
  func hash(into h: inout Hasher) { hashInto(value, &h) }

  /// What a dictionary's or a set's index hashes: an integer key (`d[i] = v`, the commonest) with
  /// a multiply-xorshift mix of it and the table's seed, not SipHash (a lesson's keys need no
  /// protection from flooding, and the order of the index is never shown: `DictStorage` keeps
  /// insertion order); any other key as `hash(into:)` says. Equal keys hash alike: an optional
  /// integer is the integer (`structurallyEqual` sees through optionals, as `hashInto` does).
  func _rawHashValue(seed: Int) -> Int {
    guard let i = integer else {
      var h = Hasher()
      h.combine(seed)
      hashInto(value, &h)
      return h.finalize()
    }
    // splitmix64's finalizer: every bit of the key moves the low bits the table indexes by.
    var x = UInt64(bitPattern: Int64(i)) &+ UInt64(bitPattern: Int64(seed))
    x = (x ^ (x &>> 30)) &* 0xbf58_476d_1ce4_e5b9
    x = (x ^ (x &>> 27)) &* 0x94d0_49bb_1331_11eb
    return Int(truncatingIfNeeded: x ^ (x &>> 31))
  }

  /// The integer this key is, unwrapped from optionals as `hashInto` unwraps them (nil: not an
  /// integer, or nested deeper than `hashInto` looks).
  private var integer: Int? {
    if case .int(let i) = value { return i }
    guard case .some = value else { return nil }
    var v = value
    for _ in 0..<Value.maxDepth {
      switch v {
      case .int(let i): return i
      case .some(let x): v = x
      default: return nil
      }
    }
    return nil
  }
}

func hashInto(_ v: Value, _ h: inout Hasher, depth: Int = 0) {
  guard depth < Value.maxDepth else { return }  // deeper parts do not change the hash
  switch v {
  case .int(let i): h.combine(0); h.combine(i)
  case .double(let d): h.combine(1); h.combine(d)
  case .bool(let b): h.combine(2); h.combine(b)
  case .string(let s): h.combine(3); h.combine(s)
  case .null: h.combine(4)
  case .some(let x): hashInto(x, &h, depth: depth + 1)
  case .tuple(let xs, _), .array(let xs):
    h.combine(5)
    for x in xs { hashInto(x, &h, depth: depth + 1) }
  case .structValue(let s):
    h.combine(ObjectIdentifier(s.type))
    if let kept = s.type.keyFields {
      for k in kept { hashInto(s.fields[k], &h, depth: depth + 1) }
    } else {
      for x in s.fields { hashInto(x, &h, depth: depth + 1) }
    }
  // An enum case hashes by its name, as the implicit member `.hearts` that looks it up does
  // (`counts[.hearts]`); equality still tells enums of different types apart.
  case .enumValue(let e):
    h.combine(7)
    h.combine(e.name)
    for x in e.payload { hashInto(x, &h, depth: depth + 1) }
  case .host(let m as ImplicitMember):
    h.combine(7)
    h.combine(m.name)
    for x in m.args { hashInto(x, &h, depth: depth + 1) }
  case .set(let s):
    // Order-independent, as `==` is: the members' own hashes, summed.
    h.combine(6)
    h.combine(s.count)
    var sum = 0
    for m in s.members {
      var mh = Hasher()
      hashInto(m, &mh, depth: depth + 1)
      sum = sum &+ mh.finalize()
    }
    h.combine(sum)
  case .object(let o):
    if let kept = o.cls.keyFields {
      for k in kept { hashInto(o.fields[k], &h, depth: depth + 1) }
    } else {
      h.combine(ObjectIdentifier(o))
    }
  // Key paths compare by their components (`KeyPathValue.isEqual`), so they must hash by them too,
  // or `[AnyKeyPath: String]` lookups with `t.changed` miss (R10).
  case .host(let k as KeyPathValue): h.combine(k.components)
  case .host(let n as NativeValue) where n.isEquatable: n.hash(into: &h)
  case .host(let o): h.combine(ObjectIdentifier(o))
  default: h.combine(99)
  }
}

/// Equality used for dictionary keys and for values compared without calling lesson code.
func structurallyEqual(_ a: Value, _ b: Value, depth: Int = 0) -> Bool {
  guard depth < Value.maxDepth else { return false }
  switch (a, b) {
  case (.int(let x), .int(let y)): return x == y
  case (.double(let x), .double(let y)): return x == y
  case (.int(let x), .double(let y)): return Double(x) == y
  case (.double(let x), .int(let y)): return x == Double(y)
  case (.bool(let x), .bool(let y)): return x == y
  case (.string(let x), .string(let y)): return x == y
  case (.null, .null), (.void, .void): return true
  // A Substring is its text (a `[Substring: Int]` looked up with a literal).
  case (.host(let x as SubstringSlice), .string(let y)), (.string(let y), .host(let x as SubstringSlice)):
    return x.text == y
  case (.some(let x), .some(let y)): return structurallyEqual(x, y, depth: depth + 1)
  case (.some(let x), _): return structurallyEqual(x, b, depth: depth + 1)
  case (_, .some(let y)): return structurallyEqual(a, y, depth: depth + 1)
  case (.array(let x), .array(let y)), (.tuple(let x, _), .tuple(let y, _)):
    return x.count == y.count && zip(x, y).allSatisfy { structurallyEqual($0, $1, depth: depth + 1) }
  case (.dict(let x), .dict(let y)):
    guard x.count == y.count else { return false }
    for (k, v) in zip(x.keys, x.values) {
      guard let w = y[k], structurallyEqual(v, w, depth: depth + 1) else { return false }
    }
    return true
  case (.set(let x), .set(let y)): return x.count == y.count && x.members.allSatisfy { y.contains($0) }
  case (.set(let x), .array(let y)), (.array(let y), .set(let x)):
    let s = SetStorage(y)
    return x.count == s.count && x.members.allSatisfy { s.contains($0) }
  case (.structValue(let x), .structValue(let y)):
    guard x.type === y.type else { return false }
    if let kept = x.type.keyFields {  // the properties its own `==` and `hash(into:)` use
      return kept.allSatisfy { structurallyEqual(x.fields[$0], y.fields[$0], depth: depth + 1) }
    }
    return zip(x.fields, y.fields).allSatisfy { structurallyEqual($0, $1, depth: depth + 1) }
  case (.enumValue(let x), .enumValue(let y)):
    return x.type === y.type && x.caseIndex == y.caseIndex
      && zip(x.payload, y.payload).allSatisfy { structurallyEqual($0, $1, depth: depth + 1) }
  case (.range(let x), .range(let y)): return x.lower == y.lower && x.upper == y.upper && x.closed == y.closed
  case (.object(let x), .object(let y)):
    guard let kept = x.cls.keyFields, y.cls.keyFields == kept else { return x === y }
    return kept.allSatisfy { structurallyEqual(x.fields[$0], y.fields[$0], depth: depth + 1) }
  case (.enumValue(let e), .host(let m as ImplicitMember)), (.host(let m as ImplicitMember), .enumValue(let e)):
    return e.name == m.name && e.payload.count == m.args.count
      && zip(e.payload, m.args).allSatisfy { structurallyEqual($0, $1, depth: depth + 1) }
  case (.host(let x as ImplicitMember), .host(let y as ImplicitMember)):  // as its isEqual, with the depth bound
    return x.name == y.name && x.args.count == y.args.count
      && zip(x.args, y.args).allSatisfy { structurallyEqual($0, $1, depth: depth + 1) }
  case (.host(let x), .host(let y)): return x.isEqual(to: y)
  case (.type(let x), .type(let y)): return (try? sameType(x, y)) ?? false
  default: return false
  }
}

/// Objects the runtime provides (tasks, tracking handles, key paths, ...).
open class HostObject {
  /// The name Swift would print for the type.
  open var typeName: String { "Object" }
  open func isEqual(to other: HostObject) -> Bool { self === other }
  open var description: String { typeName }
  /// Moves the lesson values this object holds to the reaper's worklist (it is dying); objects
  /// that hold values a lesson can nest without bound override it.
  open func releaseValues(into pending: inout [Value]) {}
}

/// A native function: a builtin such as `print` or a method of a builtin type bound to its receiver.
public final class NativeFunction {
  let name: String
  let body: (VM, [Value], [Int?]) throws -> Value
  init(_ name: String, _ body: @escaping (VM, [Value], [Int?]) throws -> Value) {
    self.name = name
    self.body = body
  }
}

/// `object.method` used as a value.
public final class BoundMethod {
  private(set) var receiver: Value
  let function: FunctionProto
  init(receiver: Value, function: FunctionProto) {
    self.receiver = receiver
    self.function = function
  }
  deinit { Reaper.release(taking: &receiver) }

  /// Moves the receiver to the reaper's worklist (the method value is dying).
  func takeReceiver(into pending: inout [Value]) {
    pending.append(receiver)
    receiver = .void
  }
}

extension [Value] {
  /// `n` fields not yet initialized. Not `Array(repeating:count:)`: its unspecialized allocation
  /// looks up the array's type metadata each time, a third of the cost of making a small object.
  static func missing(_ n: Int) -> [Value] {
    var fields: [Value] = []
    fields.reserveCapacity(n)
    for _ in 0..<n { fields.append(.missing) }
    return fields
  }
}
