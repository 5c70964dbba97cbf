/// What kind of observer a tracking scope, loop or view body is, as the learner knows it.
public enum ObserverKind: Sendable, Hashable {
  /// `withObservationTracking(_:onChange:)`: fires once, then is cancelled (R5).
  case oneShot
  /// `withObservationTracking(_:willSet:didSet:)`: stays armed until cancelled (R10).
  case persistent
  /// An `Observations` loop.
  case loop
  /// A view's body.
  case view
  /// A Combine `sink` on a legacy object's `objectWillChange`.
  case sink
}

/// Where an observer stands now.
public enum ObserverState: Sendable, Hashable {
  case armed, fired, cancelled, waiting, dirty, clean, finished
  /// A loop whose `for await` stopped asking for elements (it broke out, returned or threw).
  case ended
  /// Its scope read nothing observable, so nothing was installed (R2).
  case inert
}

/// Why a read recorded nothing.
public enum ReadInvisibility: Sendable, Hashable {
  /// The property is `@ObservationIgnored`.
  case ignored
  /// It belongs to an `ObservableObject` (legacy: no per-property tracking).
  case legacy
  /// It belongs to a class that is not `@Observable`.
  case notObservable(className: String)
  /// It was read outside any tracking scope.
  case outsideScope
}

/// The write that last reached an observer: the property's label and the write's line.
public struct WriteCause: Sendable, Hashable {
  public let property: String
  public let line: Int?
}

/// An observer's kind and state as the graph, `:why` and `:whynot` show them: what last reached
/// it, how often it ran (sinks), whether it read nothing, how a loop ended, and where it was last
/// armed. Data only; `ObservatoryPresentation` words it.
public struct ObserverStatus: Sendable, Hashable {
  public let kind: ObserverKind
  public let state: ObserverState
  public let cause: WriteCause?
  public let fireCount: Int
  public let readNothing: Bool
  public let ending: LoopEnding?
  public let armedLine: Int?
}

extension ObservationHistory.Observer {
  /// Its status, as data.
  var status: ObserverStatus {
    ObserverStatus(
      kind: kind, state: state, cause: lastCause.map { WriteCause(property: $0.property, line: $0.line) },
      fireCount: fireCount, readNothing: reads.isEmpty, ending: ending, armedLine: armedLine)
  }
}
