/// What observation did so far, kept as data for the dependency graph, `:why` and `:whynot`
/// (the trace keeps rendered text). Objects appear by identifier and label, never by reference,
/// so history keeps nothing alive.
final class ObservationHistory {
  struct Read {
    let object: ObjectIdentifier
    let className: String
    let field: String
    let label: String
    let line: Int?
  }
  /// A tracking scope, loop or view body as the learner knows it (`T1`, `loop #2`, `ModernTile[3]`).
  final class Observer {
    let label: String
    let kind: ObserverKind
    var armedLine: Int?
    var reads: [Read] = []
    var state: ObserverState = .armed
    /// The write that last reached it: property label and the line of the write.
    var lastCause: (property: String, line: Int?)?
    var fireCount = 0
    /// Computed properties it read, with the stored properties each is built on.
    var computed: [(label: String, from: [String])] = []
    /// Legacy views: the ObservableObjects they hold (and so hear every change of).
    var holds: [String] = []
    /// How a loop ended.
    var ending: LoopEnding?
    /// `ObservationHistory.writeCount` when it was last armed: later writes are the ones it could have seen.
    var armedAtWrite = 0
    init(label: String, kind: ObserverKind) {
      self.label = label
      self.kind = kind
    }
  }
  enum WriteOutcome {
    case notified([String])
    case sameValue
    case unobserved
    case held([String])
    /// A legacy `@Published` write: the object's `objectWillChange` reached these views and sinks.
    case willChange([String])
  }
  struct Write {
    /// Its place among all writes so far (`ObservationHistory.writeCount`).
    var seq = 0
    let object: ObjectIdentifier
    let className: String
    let field: String
    let label: String
    let line: Int?
    let outcome: WriteOutcome
  }
  /// A read that Observation did not record: outside any scope, `@ObservationIgnored`, or of a
  /// class that is not `@Observable`.
  struct InvisibleRead {
    let label: String
    let line: Int?
    let scope: String?
    let reason: Invisibility
  }
  typealias Invisibility = ReadInvisibility

  private(set) var observers: [String: Observer] = [:]
  private(set) var observerOrder: [String] = []
  private(set) var writes: [Write] = []
  /// Writes recorded so far (older ones leave `writes` when it is full; this keeps counting).
  private(set) var writeCount = 0
  private(set) var invisibleReads: [InvisibleRead] = []
  /// The latest reads made outside any tracking scope (a short window is enough to explain a
  /// scope that read nothing).
  private(set) var untrackedReads: [InvisibleRead] = []
  static let limit = 20_000

  func observer(_ label: String, kind: ObserverKind) -> Observer {
    if let o = observers[label] { return o }
    let o = Observer(label: label, kind: kind)
    observers[label] = o
    observerOrder.append(label)
    return o
  }

  func find(_ label: String) -> Observer? { observers[label] }

  var allObservers: [Observer] { observerOrder.compactMap { observers[$0] } }

  func armed(
    _ label: String, kind: ObserverKind, reads: [Read], line: Int?, computed: [(label: String, from: [String])] = []
  ) {
    let o = observer(label, kind: kind)
    o.reads = reads
    o.computed = computed
    o.armedLine = line
    o.armedAtWrite = writeCount
    o.ending = nil
    o.state = kind == .loop ? .waiting : kind == .view ? .clean : .armed
  }

  func record(_ w: Write) {
    if writes.count >= ObservationHistory.limit { writes.removeFirst(ObservationHistory.limit / 2) }
    var w = w
    w.seq = writeCount
    writeCount += 1
    writes.append(w)
  }

  func untracked(read r: InvisibleRead?) {
    guard let r else { return }
    if untrackedReads.count >= 256 { untrackedReads.removeFirst(128) }
    untrackedReads.append(r)
  }

  func invisible(read r: InvisibleRead?) {
    guard let r else { return }
    if invisibleReads.count >= ObservationHistory.limit { invisibleReads.removeFirst(ObservationHistory.limit / 2) }
    invisibleReads.append(r)
  }

  /// A tracking was installed over `list`: where each read happened (for explanations) and what
  /// it observes.
  func installed(_ tracking: Tracking, over list: AccessList, reads: [Read]) {
    for e in list.entries {
      tracking.readLines[ObjectIdentifier(e.object)] = Dictionary(
        e.fields.indices.map { (e.fields[$0], e.line($0)) }, uniquingKeysWith: { a, _ in a })
    }
    armed(tracking.label, kind: tracking.kind, reads: reads, line: tracking.line, computed: list.computed)
  }

  /// A tracking's callback runs for a write to `cause.property`.
  func fired(_ tracking: Tracking, cause: (property: String, line: Int?)) {
    guard let o = find(tracking.label) else { return }
    o.fireCount += 1
    o.lastCause = cause
    if tracking.isOneShot { o.state = .fired }
  }
}

extension ObservationRuntime {
  /// The reads of an access list as history records.
  func historyReads(_ list: AccessList) -> [ObservationHistory.Read] {
    list.entries.flatMap { e in
      e.fields.indices.map { k in
        let (f, l) = (e.fields[k], e.line(k))
        return ObservationHistory.Read(
          object: ObjectIdentifier(e.object), className: e.object.cls.name, field: e.object.cls.observedName(f),
          label: propertyLabel(e.object, f), line: l > 0 ? l : nil)
      }
    }
  }

  /// A read that recorded nothing, for `:whynot` (nil: it is worth no record).
  func invisibleRead(_ object: Instance, _ field: FieldInfo) -> ObservationHistory.InvisibleRead? {
    // What the REPL reads while it inspects a paused lesson is no part of the lesson's story.
    guard host?.inspecting != true, !field.isTracked, object.cls.isObservable || !accessStack.isEmpty else {
      return nil
    }
    let reason: ObservationHistory.Invisibility =
      object.cls.isObservable
      ? .ignored : object.cls.isObservableObject ? .legacy : .notObservable(className: object.cls.name)
    return ObservationHistory.InvisibleRead(
      label: "\(object.label).\(field.name)", line: trace.currentLine(), scope: scopeLabels.last, reason: reason)
  }

  /// A tracked read with no scope running: it registers nothing.
  func untrackedRead(_ object: Instance, _ field: Int) -> ObservationHistory.InvisibleRead? {
    guard host?.inspecting != true else { return nil }
    return ObservationHistory.InvisibleRead(
      label: propertyLabel(object, field), line: trace.currentLine(), scope: nil, reason: .outsideScope)
  }

  @inline(__always)
  func recordWrite(_ object: Instance, _ field: Int, _ outcome: @autoclosure () -> ObservationHistory.WriteOutcome) {
    history?.record(
      ObservationHistory.Write(
        object: ObjectIdentifier(object), className: object.cls.name, field: object.cls.observedName(field),
        label: propertyLabel(object, field), line: trace.currentLine(), outcome: outcome()))
  }
}
