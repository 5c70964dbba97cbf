/// An order for the callbacks of one notification, which Swift leaves open (R13: it calls them in
/// the hash order of a `Set`). The playground runs them in registration order unless it is given
/// one of these: only `observatory verify` gives one, to replay the order a real run of the lesson
/// took, so that output depending on that order (a shared counter, a log) is compared exactly.
public protocol SiblingOrder: AnyObject {
  /// The order to run one notification's callbacks in: `callbacks` names them in registration
  /// order (`T7 onChange`, `T3 willSet`: the tracking's label and the callback), the result lists
  /// indices into it. Called for every notification that has callbacks, one or more, in the order
  /// the notifications happen; an index left out or repeated makes the playground's order stand.
  func order(_ callbacks: [String]) -> [Int]
}

extension ObservationRuntime {
  /// The positions in `observers` to run their callbacks from, in the order `siblingOrder` gives;
  /// nil: registration order. The caller walks its own list by position: a copy of it to walk
  /// counted two references per notification.
  @inline(__always)
  func siblingPositions(_ observers: Registrar.Observers, _ kind: Registrar.Kind) -> [Int]? {
    guard siblingOrder != nil, !observers.isEmpty else { return nil }
    return replayedPositions(observers, kind)
  }

  private func replayedPositions(_ observers: Registrar.Observers, _ kind: Registrar.Kind) -> [Int]? {
    guard let siblingOrder else { return nil }
    let names = observers.map { t -> String in
      if t.isOneShot { return "\(t.label) onChange" }
      return "\(t.label) \(kind == .willSet ? "willSet" : "didSet")"
    }
    let order = siblingOrder.order(names)
    guard order.sorted() == Array(observers.indices) else { return nil }
    return order
  }
}
