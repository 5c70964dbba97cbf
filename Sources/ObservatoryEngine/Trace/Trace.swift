/// What happened, as structured events: reads inside tracking scopes, writes with their willSet and
/// didSet, observers firing (what they read, what value they still see), cancellations, filtered
/// same-value writes, the program's own output. Values are rendered to text when the event
/// happens, so later changes do not rewrite history.
public struct TraceEvent: Sendable {
  public enum Kind: Sendable {
    /// A tracked read recorded into the innermost tracking scope (R1).
    case read(property: String, scope: String)
    /// A tracking was installed over these reads.
    case armed(tracking: String, reads: [String], persistent: Bool)
    /// R2: the apply closure read nothing observable, so nothing was installed.
    case nothingTracked(scope: String)
    /// willSet of a notifying write that has observers; `new` is nil for in-place (`_modify`) writes.
    case willSet(property: String, old: String, new: String?, observers: Int)
    case didSet(property: String, value: String, observers: Int)
    /// A notifying write that nobody observes.
    case unobserved(property: String, old: String, new: String, inPlace: Bool)
    /// R7: the setter found the same value and stored it without notifying.
    case sameValue(property: String, value: String)
    /// An observer's callback ran.
    case fired(tracking: String, callback: String, line: Int, reads: [String], sees: String?)
    /// A tracking removed all its registrations.
    case cancelled(tracking: String, properties: [String])
    /// Several observers of one write: Swift does not promise an order.
    case orderNote(count: Int)
    case output(String)
    case expectation(passed: Bool, text: String, detail: String?)
    case deinitRan(object: String)
    /// A remark about what is simulated rather than measured.
    case note(TraceNote)
    /// A step of a simulated Combine pipeline.
    case combine(CombineEvent)
    /// `#log`: the events since the previous `#log` (the presentation layer renders the firing log).
    case log([TraceEvent])
    /// `#predict`, `#screen`: a titled block of the lesson's own text (the question and its
    /// answers; what the views draw).
    case table(String, [String])
    /// `#why`, `#whynot`, `#counts`, an empty `#screen`: a titled answer, as data (the presentation
    /// layer words it).
    case explanation(String, [Explanation])
    /// `#graph`: the graph when the directive ran, around `focus` if it names one (the presentation
    /// layer renders it as text, and as Mermaid for handouts).
    case graph(title: String, graph: DependencyGraph, focus: String?)
    /// Tasks and the virtual clock: who suspends, who resumes, when time moves.
    case schedule(ScheduleEvent)
    /// An `Observations` loop: transactions, evaluations, elements delivered.
    case loop(label: String, event: LoopEvent)
    /// Simulated SwiftUI: invalidations, settle passes, mounting.
    case view(ViewEvent)
    /// A view's body ran.
    case body(view: String, count: Int, legacy: Bool, reads: [String])
    /// A write no tracking observes any more, held in a loop's open transaction (R16).
    case held(property: String, old: String, new: String, loops: [String])
    /// Where the store of a write that notified nobody ended: kept in `Trace.unannouncedStores`,
    /// never among the trace's events.
    case stored
  }
  public let kind: Kind
  /// Nesting by cause: an observer fired during a write is one level deeper than the write.
  public let depth: Int
  public let line: Int?
  /// The callback or task resumption that ran it (nil: the main program, or a task Swift resumes
  /// in a promised order).
  public let cause: Cause?
  /// The object and property it is about (reads, writes, and a callback's write), as data.
  public let subject: TraceSubject?

  public init(kind: Kind, depth: Int, line: Int?, cause: Cause? = nil, subject: TraceSubject? = nil) {
    self.kind = kind
    self.depth = depth
    self.line = line
    self.cause = cause
    self.subject = subject
  }
}

/// The engine's side of the trace: it builds events (with their depth, line and cause) and sends
/// them to its sink. Observation events are built only when a sink listens; the program's output
/// and checks are kept in every run (`log`).
public final class Trace {
  /// Every event kept, in order.
  public let log = EventLog()
  /// Where observation events go: `log` for a traced run, nil for `--quiet`, which needs only
  /// the program's output.
  private let sink: TraceSink?
  /// Whether a sink listens (fixed when the run starts).
  public let isListening: Bool
  public var events: [TraceEvent] { log.events }
  var depth = 0
  /// Where `#log` last printed up to.
  package var logMark = 0
  public var droppedEvents: Int { log.dropped }
  /// More events came than the log's limit allows.
  var overLimit: Bool { log.dropped > 0 }

  /// Supplies the source line of the instruction running now.
  var currentLine: () -> Int? = { nil }
  /// What is running now: the callback or task resumption (see `Cause`).
  var cause: Cause?
  /// Notifications so far (each willSet and each didSet that has observers is one).
  private var notificationCount = 0

  /// Numbers a new notification: the callbacks it runs are siblings.
  func newNotification() -> Int {
    notificationCount += 1
    return notificationCount
  }

  /// Give what runs in a callback its cause (`Cause`), which the trace, the JSON event stream and
  /// `verify` show. A quiet run that prints only the program's output makes none.
  public var keepsCauses: Bool

  public init(enabled: Bool) {
    sink = enabled ? log : nil
    isListening = enabled
    keepsCauses = enabled
  }

  /// Records an event. With no sink (`run --quiet`) the event is not even built: its names and
  /// value descriptions cost more than the step that caused it.
  @inline(__always)
  func record(_ kind: @autoclosure () -> TraceEvent.Kind) {
    guard let sink else { return }
    sink.receive(event(kind()))
  }

  /// Records an event about one object's stored property.
  @inline(__always)
  func record(_ kind: @autoclosure () -> TraceEvent.Kind, about object: Instance, _ field: Int) {
    guard let sink else { return }
    sink.receive(event(kind(), subject: TraceSubject(object, field)))
  }

  /// The line running now, for the trace and explanations only (0 when nobody listens).
  var tracedLine: Int {
    @inline(__always) get { isListening ? currentLine() ?? 0 : 0 }
  }

  /// A name shown only in the trace (a scope's label): made only when a sink listens.
  @inline(__always)
  func label(_ text: @autoclosure () -> String) -> String { isListening ? text() : "" }

  /// A value shown only in the trace (a write's old or new value): read only when a sink
  /// listens, so that a quiet run copies nothing.
  @inline(__always)
  func shown(_ value: @autoclosure () -> Value) -> Value { isListening ? value() : .void }

  /// Where the store of a write that notified nobody ended (its didSet shows no event): the
  /// number of events recorded before it, and the property, line and cause (as an event that is
  /// not part of the trace). `observatory verify` needs the place,
  /// since the property's own observers and deinits run before it.
  public private(set) var unannouncedStores: [(after: Int, event: TraceEvent)] = []

  func storedUnannounced(_ object: Instance, _ field: Int) {
    guard sink != nil, !log.isFull else { return }
    unannouncedStores.append((log.events.count, event(.stored, subject: TraceSubject(object, field))))
  }

  /// Records the program's output and its checks, which a quiet run shows too.
  func recordAlways(_ kind: TraceEvent.Kind) { log.receive(event(kind)) }

  private func event(_ kind: TraceEvent.Kind, subject: TraceSubject? = nil) -> TraceEvent {
    TraceEvent(kind: kind, depth: depth, line: currentLine(), cause: cause, subject: subject)
  }

  /// Forgets the run's events: a lesson refused before its first statement shows none.
  func discard() {
    log.clear()
    unannouncedStores = []
    logMark = 0
  }

  /// Events recorded since `index`.
  public func events(since index: Int) -> ArraySlice<TraceEvent> {
    log.events[min(index, log.events.count)...]
  }

  public var count: Int { log.events.count }
}
