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
  /// `observers` in the order `siblingOrder` gives (registration order without one).
  @inline(__always)
  func inSiblingOrder(_ observers: Registrar.Observers, _ kind: Registrar.Kind) -> Registrar.Observers {
    guard siblingOrder != nil, !observers.isEmpty else { return observers }
    return replayed(observers, kind)
  }

  private func replayed(_ observers: Registrar.Observers, _ kind: Registrar.Kind) -> Registrar.Observers {
    guard let siblingOrder else { return observers }
    let names = observers.map { t -> String in
      if t.isOneShot { return "\(t.label) onChange" }
      return "\(t.label) \(kind == .willSet ? "willSet" : "didSet")"
    }
    let order = siblingOrder.order(names)
    guard order.sorted() == Array(observers.indices) else { return observers }
    var out = Registrar.Observers()
    for i in order { out.append(observers[i]) }
    return out
  }
}
