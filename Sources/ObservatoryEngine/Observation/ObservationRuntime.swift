/// The simulated Observation runtime: the thread-local access list (R1, R3), installing trackings
/// (R2, R5, R10), and the willSet → store → didSet protocol of a notifying write (R4, R6, R11).
/// Rules are numbered as in docs/rules.md.
public final class ObservationRuntime {
  /// The stack of active tracking scopes; the innermost is last ("the current access list").
  var accessStack: [AccessList] = []
  /// Labels of the scopes on `accessStack`, for the trace.
  var scopeLabels: [String] = []
  private var trackingCount = 0
  /// Counts `Observations` iterators, for `loop #n` names.
  var loopCount = 0
  /// Counts Combine sinks, for `sink #n` names.
  var sinkCount = 0
  /// Setters of hand-written `Observable` properties running now, and registrar `willSet`s that
  /// wait for their `didSet` (`ManualRegistrar.swift`).
  var settersByHand: [SetterByHand] = []
  var pendingWillSets: [(object: ObjectIdentifier, id: Int, announced: Bool)] = []
  /// Names given to live objects from the variables holding them (no weak references: an object
  /// gives its name back when it dies).
  var namedObjects: [String: ObjectIdentifier] = [:]
  /// Objects that died with a lesson `deinit` to run; run at the next statement.
  var pendingDeinits: [Instance] = [] {
    didSet { due.mark(WorkDue.deinits, !pendingDeinits.isEmpty) }
  }
  /// Whether deinits or released streams wait (shared with `FoundationState`, tested by the VM).
  let due: WorkDue
  let trace: Trace
  /// What observation did, for the graph, `:why` and `:whynot`: kept only when a sink listens.
  let history: ObservationHistory?
  /// The machine that runs the lesson (the VM), set once by the VM that owns this runtime: the
  /// owner outlives it, so a plain unowned reference is safe (and, unlike `weak`, costs no
  /// reference counting on the fast path).
  unowned(unsafe) var host: (any ObservationHost)!
  /// Nesting of observer callbacks; R6 recursion without a guard ends here, not in a stack overflow.
  var callbackDepth = 0
  static let maxCallbackDepth = 256

  /// Properties whose change woke an `Observations` loop that has not re-evaluated yet: further
  /// writes to them belong to that loop's open transaction (R16).
  /// By the loop's label, with the order they opened in (reports list them in that order): a
  /// dictionary, so that opening and closing one does not search them all (N loops woken by one
  /// write were O(N²)).
  private var openTransactions: [String: (order: Int, keys: Set<PropertyKey>)] = [:]
  private var transactionsOpened = 0
  struct PropertyKey: Hashable {
    let registrar: ObjectIdentifier
    let field: Int
  }

  /// The order to run one notification's callbacks in, where Swift leaves it open (R13): nil runs
  /// them in registration order; `observatory verify` replays a real run's (`SiblingOrder`).
  var siblingOrder: SiblingOrder?

  init(trace: Trace, due: WorkDue) {
    self.trace = trace
    self.due = due
    history = trace.isListening ? ObservationHistory() : nil
  }

  func openTransaction(_ tracking: Tracking) {
    var keys = Set<PropertyKey>()
    for e in tracking.entries {
      for f in e.registrar.fields(of: e.id) ?? [] {
        keys.insert(PropertyKey(registrar: ObjectIdentifier(e.registrar), field: f))
      }
    }
    transactionsOpened += 1
    openTransactions[tracking.label] = (transactionsOpened, keys)
  }

  func closeTransaction(_ label: String) { openTransactions[label] = nil }

  func transactionsHolding(_ object: Instance, _ field: Int) -> [String] {
    guard let r = object.registrar, !openTransactions.isEmpty else { return [] }
    let key = PropertyKey(registrar: ObjectIdentifier(r), field: field)
    return openTransactions.filter { $0.value.keys.contains(key) }.sorted { $0.value.order < $1.value.order }.map(\.key)
  }

  func nextTrackingId() -> Int {
    trackingCount += 1
    return trackingCount
  }

  // MARK: - R1, R3: reads

  /// A tracked getter ran: record `(object, property)` in the innermost scope.
  @inline(__always)
  func access(_ object: Instance, _ field: Int) {
    guard !accessStack.isEmpty else {
      history?.untracked(read: untrackedRead(object, field))
      return
    }
    let isNew = accessStack[accessStack.count - 1].add(object, field, line: trace.tracedLine)
    if isNew {
      trace.record(.read(property: propertyLabel(object, field), scope: scopeLabels.last ?? "?"), about: object, field)
    }
  }

  /// Runs `body` as a tracking scope; returns what it read. The reads are also merged into the
  /// enclosing scope (R3).
  func tracking<T>(label: @autoclosure () -> String, _ body: () throws -> T) throws -> (T, AccessList) {
    accessStack.append(spareList)
    spareList = AccessList()
    scopeLabels.append(trace.label(label()))
    var list = AccessList()
    defer {
      list = accessStack.removeLast()
      scopeLabels.removeLast()
      if !accessStack.isEmpty && !list.isEmpty { accessStack[accessStack.count - 1].merge(list) }
    }
    let result = try body()
    return (result, accessStack[accessStack.count - 1])
  }

  /// An access list emptied after its tracking was installed (`recycle`): the next scope starts
  /// with its storage, so that arming a tracking allocates no list.
  private var spareList = AccessList()

  /// Gives back the list a scope returned, once nothing needs it any more.
  func recycle(_ list: inout AccessList) {
    list.removeAll()
    swap(&spareList, &list)
  }

  /// Registers a tracking on every object it read. `persistent` registers both willSet and
  /// didSet callbacks (R10); a one-shot registers willSet only (R5).
  func install(_ tracking: Tracking, over list: AccessList, willSet: Bool, didSet: Bool) {
    history?.installed(tracking, over: list, reads: historyReads(list))
    for e in list.entries {
      guard let registrar = e.object.registrarForRegistering() else { continue }
      if willSet { tracking.add(registrar, id: registrar.register(tracking, kind: .willSet, fields: e.fields)) }
      if didSet { tracking.add(registrar, id: registrar.register(tracking, kind: .didSet, fields: e.fields)) }
    }
  }

  /// A computed property's getter ran inside a scope: remember it for the graph.
  @inline(__always)
  func computedAccess(_ object: Instance, _ name: @autoclosure () -> String, getter: FunctionProto) {
    // A class that conforms by hand reports its computed properties' reads itself.
    guard history != nil, !accessStack.isEmpty, object.cls.observedByHand == nil else { return }
    let name = name()
    let label = "\(object.label).\(name)"
    guard !accessStack[accessStack.count - 1].computed.contains(where: { $0.label == label }) else { return }
    let from = ObservationRuntime.storedDependencies(of: getter, in: object.cls).map { "\(object.label).\($0)" }
    accessStack[accessStack.count - 1].computed.append((label, from))
  }

  /// The stored properties of `self` a getter reads (`self.items` or `items`), from its code.
  static func storedDependencies(of getter: FunctionProto, in type: NominalType) -> [String] {
    var out: [String] = []
    let code = getter.code
    for (k, op) in code.enumerated() where k > 0 {
      guard case .getMember(let sym) = op, case .loadLocal(0) = code[k - 1] else { continue }
      for f in type.fields
      where type.member(sym).map({ if case .field(let x) = $0 { return x === f } else { return false } }) ?? false {
        if !out.contains(f.name) { out.append(f.name) }
      }
    }
    return out
  }

  func propertyLabel(_ object: Instance, _ field: Int) -> String {
    "\(object.label).\(object.cls.observedName(field))"
  }

  // MARK: - R4, R6, R10, R11: writes

  /// The willSet half of a notifying write: observers run now, before the store, and see the old
  /// value. Returns whether anyone was observing (the didSet half is then shown too).
  /// `old` and `new` are shown only in the trace: a quiet run reads neither (no copy, no
  /// reference counted).
  @discardableResult
  func willSet(
    _ object: Instance, _ field: Int, old readOld: @autoclosure () -> Value, new: @autoclosure () -> Value?
  ) throws -> Bool {
    guard object.isObservable else { return false }
    let old = trace.shown(readOld())
    let registrar = object.registrar  // nil: nobody has registered yet
    let observers = registrar?.snapshot(.willSet, field: field) ?? Registrar.Observers()
    if observers.isEmpty && registrar?.hasObservers(field: field) != true {
      // Nobody is notified: a plain write, or one held in a loop's open transaction (R16).
      recordWrite(object, field, heldBy(object, field).map { .held($0) } ?? .unobserved)
      trace.record(unnotifiedWrite(object, field, old: old, new: new()), about: object, field)
      return false
    }
    recordWrite(object, field, .notified(observers.map(\.label)))
    trace.record(
      .willSet(
        property: propertyLabel(object, field), old: describeShort(old), new: new().map(describeShort),
        observers: observers.count),
      about: object, field)
    if observers.count > 1 { trace.record(.orderNote(count: observers.count)) }
    let notification = observers.isEmpty ? 0 : trace.newNotification()
    let order = siblingPositions(observers, .willSet)
    for k in 0..<observers.count {
      let t = observers[order?[k] ?? k]
      try fire(t, object: object, field: field, kind: .willSet, sees: old, notification: notification)
    }
    return !observers.isEmpty || registrar?.hasObservers(field: field) == true
  }

  /// The loops whose open transactions hold this property (nil: none).
  private func heldBy(_ object: Instance, _ field: Int) -> [String]? {
    let loops = transactionsHolding(object, field)
    return loops.isEmpty ? nil : loops
  }

  /// The event of a write that notifies nobody.
  private func unnotifiedWrite(_ object: Instance, _ field: Int, old: Value, new: Value?) -> TraceEvent.Kind {
    let name = propertyLabel(object, field)
    if let loops = heldBy(object, field) {
      return .held(property: name, old: describeShort(old), new: new.map(describeShort) ?? "(in place)", loops: loops)
    }
    return .unobserved(property: name, old: describeShort(old), new: new.map(describeShort) ?? "", inPlace: new == nil)
  }

  /// The didSet half: after the store, observers see the new value (R10), which only the trace
  /// shows (a quiet run does not read it).
  func didSet(_ object: Instance, _ field: Int, new readNew: @autoclosure () -> Value, announced: Bool) throws {
    guard let registrar = object.registrar else {  // nobody registered: no observers
      if !announced { trace.storedUnannounced(object, field) }
      return
    }
    let observers = registrar.snapshot(.didSet, field: field)
    if !announced && observers.isEmpty { trace.storedUnannounced(object, field) }
    let new = trace.shown(readNew())
    if !observers.isEmpty || announced {
      trace.record(
        .didSet(property: propertyLabel(object, field), value: describeShort(new), observers: observers.count),
        about: object, field)
    }
    let notification = observers.isEmpty ? 0 : trace.newNotification()
    let order = siblingPositions(observers, .didSet)
    for k in 0..<observers.count {
      let t = observers[order?[k] ?? k]
      try fire(t, object: object, field: field, kind: .didSet, sees: new, notification: notification)
    }
  }

  /// Runs one observer's callback of a notification. Its output is caused by it: callbacks of one
  /// notification run in no promised order in Swift (R13), so `observatory verify` may find their
  /// blocks of output in another order.
  private func fire(
    _ tracking: Tracking, object: Instance, field: Int, kind: Registrar.Kind, sees: Value, notification: Int
  ) throws {
    guard let host else { return }
    callbackDepth += 1
    trace.depth += 1
    // A run that keeps no causes leaves the cause alone (no reference counted per callback).
    let keepsCauses = trace.keepsCauses
    let outerCause = keepsCauses ? trace.cause : nil
    if keepsCauses {
      var callback = kind == .willSet ? "willSet" : "didSet"
      if tracking.isOneShot { callback = "onChange" }
      trace.cause = Cause(
        observer: tracking.name, callback: callback, notification: notification, writeAt: host.currentLoc(),
        parent: outerCause)
    }
    defer {
      callbackDepth -= 1
      trace.depth -= 1
      if keepsCauses { trace.cause = outerCause }
    }
    if callbackDepth > ObservationRuntime.maxCallbackDepth {
      throw host.error(
        "observer callbacks re-entered \(ObservationRuntime.maxCallbackDepth) times: a write inside "
          + "\(tracking.label)'s callback triggers it again before the value is stored (R6)",
        hint: "guard the write inside onChange, or write a property the tracking did not read", kind: .runtime)
    }
    tracking.fireCount += 1
    history?.fired(tracking, cause: (propertyLabel(object, field), trace.currentLine()))
    if let body = tracking.custom {
      tracking.noteChanged(object.cls, field)
      try body(tracking, Change(object: object, field: field, kind: kind))
    } else if tracking.isOneShot {
      trace.record(
        .fired(
          tracking: tracking.label, callback: "onChange", line: tracking.line, reads: tracking.reads,
          sees: describeShort(sees)), about: object, field)
      // R5/R6: the handler runs first; the tracking is cancelled only after it returns.
      defer {
        if !tracking.isCancelled {
          let props = tracking.reads
          tracking.cancel()
          trace.record(.cancelled(tracking: tracking.label, properties: props))
        }
      }
      if let onChange = tracking.willSetCallback { _ = try host.call(onChange) }
    } else {
      tracking.noteChanged(object.cls, field)
      trace.record(
        .fired(
          tracking: tracking.label, callback: kind == .willSet ? "willSet" : "didSet", line: tracking.line,
          reads: tracking.reads, sees: describeShort(sees)), about: object, field)
      if let fn = kind == .willSet ? tracking.willSetCallback : tracking.didSetCallback {
        _ = try host.call(fn, argument: .host(tracking))
      }
    }
  }

  func cancel(_ tracking: Tracking) {
    guard !tracking.isCancelled else { return }
    if let o = history?.find(tracking.label), o.state != .fired { o.state = .cancelled }
    tracking.cancel()
    trace.record(.cancelled(tracking: tracking.label, properties: tracking.reads))
  }
}
