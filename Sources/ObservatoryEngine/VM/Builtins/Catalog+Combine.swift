/// The catalog's entries for the simulated Combine subset (`Views/Combine.swift`,
/// `Views/CombineScheduler.swift`), merged into `Catalog`'s tables. Combine names the playground
/// does not simulate are listed in `combineUnavailable`, so a lesson that uses one is rejected
/// when it loads with a message that names the subset.
extension Catalog {
  /// Builtin types of the subset (registered as globals by `Builtins.install`).
  static let combineTypeNames = [
    "PassthroughSubject", "Just", "VirtualTimeScheduler", "AnyCancellable", "AnyPublisher",
  ]

  static let combineMemberSignatures: [String] = [
    // PassthroughSubject (`map(_:)`, `filter(_:)` and `cancel()` are in the main table)
    "send(_:)",
    // operators
    "removeDuplicates()", "debounce(for:scheduler:)", "delay(for:scheduler:)", "switchToLatest()",
    "eraseToAnyPublisher()",
    // VirtualTimeScheduler
    "advance(by:)",
  ]

  static let combineInitializers: [String: [String]] = [
    "PassthroughSubject": [""],
    "Just": ["_:"],
    "VirtualTimeScheduler": [""],
  ]

  static let combineSubset =
    "the playground simulates a subset of Combine: PassthroughSubject, Just, map, filter, removeDuplicates, "
    + "debounce, delay, switchToLatest, eraseToAnyPublisher, sink(receiveValue:), store(in:), on a VirtualTimeScheduler"

  static let combineUnavailable: [String: String] = [
    "CurrentValueSubject": combineSubset,
    "throttle": combineSubset,
    "combineLatest": combineSubset,
    "receiveCompletion": combineSubset,
    "assign": combineSubset,
    "AnyScheduler": combineSubset,
    "ImmediateScheduler": combineSubset,
  ]
}
