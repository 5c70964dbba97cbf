/// The set of `(object, property)` pairs read while a tracking scope ran (R1). Reading the same
/// property twice changes nothing; entries keep first-read order so the trace is deterministic.
struct AccessList {
  private(set) var entries: [(object: Instance, fields: [Int])] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Adds a read; returns false when it was already recorded.
  @discardableResult
  mutating func add(_ object: Instance, _ field: Int) -> Bool {
    for k in entries.indices where entries[k].object === object {
      if entries[k].fields.contains(field) { return false }
      entries[k].fields.append(field)
      return true
    }
    entries.append((object, [field]))
    return true
  }

  /// R3: when an inner scope ends, its reads are added to the enclosing scope.
  mutating func merge(_ other: AccessList) {
    for (o, fields) in other.entries { for f in fields { add(o, f) } }
  }

  /// `counter.tracked`, `room.player.volume`-style names of everything read.
  var labels: [String] {
    entries.flatMap { o, fields in fields.map { "\(o.label).\(o.cls.fields[$0].name)" } }
  }
}

/// One tracking installed by `withObservationTracking` (or by an `Observations` evaluation or a
/// view body): where it registered, whether it fired, whether it is cancelled. It is also the
/// `ObservationTracking` handle lessons receive in the willSet/didSet variant (R10).
public final class Tracking: HostObject {
  enum Handler {
    /// `withObservationTracking(_:onChange:)`: fire once, then cancel everywhere (R5).
    case oneShot(onChange: Value)
    /// The SPI `withObservationTracking(_:willSet:didSet:)`: fire on every write until cancelled (R10).
    case persistent(willSet: Value?, didSet: Value?)
    /// Playground machinery (Observations loops, view bodies) reacting in Swift code.
    case custom((Tracking, Registrar.Kind) throws -> Void)
  }

  let id: Int
  /// `T1`, `T2`, ... or the name of the loop or view that owns it.
  let label: String
  let handler: Handler
  /// Line of the `withObservationTracking` call.
  let line: Int
  /// What the apply closure read, as the learner would name it.
  let reads: [String]
  private(set) var entries: [(registrar: Registrar, ids: [Int])] = []
  private(set) var isCancelled = false
  var fireCount = 0
  /// R10: the key path of the write being reported, set just before each callback.
  var changed: (cls: ClassInfo, field: Int)?

  init(id: Int, label: String, handler: Handler, line: Int, reads: [String]) {
    self.id = id
    self.label = label
    self.handler = handler
    self.line = line
    self.reads = reads
  }

  override public var typeName: String { "ObservationTracking" }

  func add(_ registrar: Registrar, ids: [Int]) { entries.append((registrar, ids)) }

  /// Removes every registration of this tracking, on every object (R5).
  func cancel() {
    isCancelled = true
    for e in entries { for id in e.ids { e.registrar.remove(id) } }
    entries = []
  }

  /// The object died: its registrar already dropped our registrations (R12).
  func forget(_ registrar: Registrar) { entries.removeAll { $0.registrar === registrar } }
}
