/// One part of an answer the playground gives about observation, as data: `#why`/`#whynot` (and
/// the REPL's `:why`/`:whynot`, `Explain`), `#counts` and an empty `#screen`. Each case is one
/// finding with the observers, properties, lines and states it is about; `ObservatoryPresentation`
/// (`ExplanationText`) words it and cites the rule it shows.
public enum Explanation: Sendable, Equatable {
  // MARK: Names
  /// No observer exists yet.
  case noObserversYet(name: String)
  /// No observer has this name; `nearest` is the closest name, `known` every observer's name.
  case noSuchObserver(name: String, nearest: String?, known: [String])

  // MARK: Why it ran
  /// The observer ran for no write yet.
  case notTriggered(observer: String, status: ObserverStatus)
  /// A one-shot tracking fired in the write's willSet, then was cancelled (R4, R5).
  case oneShotFired(observer: String, cause: WriteCause, readLine: Int?, armedLine: Int?)
  /// A legacy sink ran in a `@Published` property's willSet.
  case sinkRan(observer: String, cause: WriteCause, holds: [String])
  /// A willSet/didSet tracking ran around the store (R10).
  case persistentRan(observer: String, cause: WriteCause, readLine: Int?, armedLine: Int?)
  /// A loop was woken and evaluated again once the writer suspended (R16).
  case loopWoken(observer: String, cause: WriteCause, readLine: Int?)
  /// A view holding a legacy object was marked dirty by its `objectWillChange`.
  case legacyViewDirtied(observer: String, object: String, line: Int?)
  /// A view whose body read the property was marked dirty.
  case viewDirtied(observer: String, cause: WriteCause, readLine: Int?)
  /// The loop has ended since its last run.
  case loopEndedSince(observer: String, ending: LoopEnding)

  // MARK: Why it did not run
  /// A legacy view or sink hears every `objectWillChange` of the objects it holds.
  case holdsObjects(observer: String, objects: [String])
  /// A write to a nested object fired the `objectWillChange` of an object the observer does not
  /// hold (L4).
  case legacyNestedObject(observer: String, line: Int?, property: String, owner: String)
  /// No `@Published` property of the held objects changed.
  case noPublishedChange(objects: [String])
  /// A one-shot tracking already fired and was cancelled (R5).
  case oneShotAlreadyFired(observer: String, cause: WriteCause?)
  /// The loop has ended (R22).
  case loopHasEnded(observer: String, ending: LoopEnding?)
  /// Where its last run came from.
  case lastRunCame(observer: String, cause: WriteCause)
  /// Cancelled before anything it read changed.
  case cancelledBeforeAChange(observer: String)
  /// Its `untilFinished` closure returned `.finish` (or its task ended).
  case finished(observer: String)
  /// A view is dirty: its body runs again at the next `settle()`.
  case viewIsDirty(observer: String, cause: WriteCause?)
  /// A loop read nothing observable in its last evaluation (R25).
  case loopReadNothing(observer: String)
  /// A scope read nothing observable, so nothing was installed (R2).
  case readNothing(observer: String)
  /// A read in the scope that recorded nothing.
  case readWasInvisible(property: String, line: Int?, reason: ReadInvisibility)
  /// A read made just before the scope began.
  case readBeforeTheScope(property: String, line: Int?)
  /// Nothing was read inside a tracking scope.
  case neverReadInAScope
  /// A write of the value the property already had (R7, R8).
  case sameValueWrite(line: Int?, property: String)
  /// A write to the same property of another object.
  case otherInstanceWritten(observer: String, line: Int?, property: String, read: [String])
  /// The observer also read a property whose changes it cannot see.
  case alsoReadInvisible(observer: String, property: String, line: Int?, reason: ReadInvisibility)
  /// Nothing it read changed since it was armed.
  case nothingReadChanged(observer: String, status: ObserverStatus)
  /// What the observer observes: computed properties, then stored ones.
  case observes(observer: String, computed: [String], reads: [String])

  // MARK: Views
  /// `#counts` with no view hosted.
  case noViewsHosted
  /// `#counts`: how many times each view type's body ran, and per instance.
  case bodyCounts([BodyCount])
  /// `#screen` when no view draws anything.
  case screenIsEmpty
}

/// A view type's body runs for `#counts`: the total and each instance's (by label).
public struct BodyCount: Sendable, Equatable {
  public let type: String
  public let total: Int
  public let instances: [Instance]

  public struct Instance: Sendable, Equatable {
    public let label: String
    public let runs: Int
  }
}
