/// A step of a simulated Combine pipeline (Combine does not exist on Linux; the simulation
/// follows Apple's documentation). Values are rendered when the event happens.
public enum CombineEvent: Sendable {
  /// `sink(receiveValue:)` subscribed to the publisher described as `publisher`.
  case subscribes(sink: String, publisher: String)
  case receives(sink: String, value: String)
  /// `subject.send(value)` to this many subscribers.
  case sends(subject: String, value: String, subscribers: Int)
  case filterDrops(value: String)
  /// `removeDuplicates()` dropped a value equal to the previous one.
  case removeDuplicatesDrops(value: String)
  /// `debounce` replaced the value it was holding.
  case debounceReplaces(value: String)
  /// `debounce` or `delay` (`stage`) passes `value` on.
  case publishes(stage: String, value: String)
  /// `debounce` or `delay` holds `value` until `until` on `scheduler`.
  case holds(stage: String, value: String, until: Int, scheduler: String)
  /// `switchToLatest` subscribes to the newest inner publisher (and cancels the previous one).
  case switchesTo(publisher: String, cancelsPrevious: Bool)
}

/// A remark the trace makes once, about what is simulated rather than measured.
public enum TraceNote: Sendable {
  /// The first `ObservableObject` made: the legacy model is simulated (L1–L5).
  case legacySimulated
  /// The first Combine publisher made.
  case combineSimulated
  /// A Combine sink subscribed to an `ObservableObject`'s `objectWillChange` (`property` nil) or
  /// to a `$property` publisher.
  case sinkSubscribes(sink: String, object: String, property: String?)
  /// A Set or Dictionary index was printed: Swift prints its hash table's bucket and age, which
  /// change on every run; the playground writes its own (`HashedIndexValue`).
  case hashTablePositions
}
