import ObservatoryEngine

/// The order a real run called the observers of each write in, which Swift leaves open (R13),
/// given to the playground to run the lesson again in (`SiblingOrder`): each notification's
/// callbacks run in the order of their `fired` events in the recording, so that what they print
/// (a shared counter, a log) is compared exactly, not by a model of which orders Swift allows.
///
/// A callback is matched with its tracking's next `fired` event in the recording that no earlier
/// callback took (by the names the traced program gives: `T@12 onChange`); callbacks the recording
/// does not name (a loop's or a view's tracking) keep their places.
final class ReplayOrder: SiblingOrder {
  /// Each callback's places among the recording's `fired` events, in order, not yet taken.
  private var places: [String: ArraySlice<Int>] = [:]
  private var names = TrackingNames()
  private let trace: Trace
  private var scanned = 0
  /// The notifications run in another order than the playground's own, in the run's order.
  private(set) var reorderings: [OutputOrder.Reordering] = []

  /// `fired`: the recording's `fired` events as `firedKey` gives them, in order; `trace`: the
  /// playground run's, read as the run goes (for the trackings' names).
  init(fired: [String], trace: Trace) {
    var places: [String: [Int]] = [:]
    for (k, f) in fired.enumerated() { places[f, default: []].append(k) }
    self.places = places.mapValues { $0[...] }
    self.trace = trace
  }

  /// `T@12 onChange` for the event `fired T@12 onChange, sees 0`; nil for another event.
  static func firedKey(_ event: String) -> String? {
    guard event.hasPrefix("fired ") else { return nil }
    let rest = event.dropFirst("fired ".count)
    return String(rest.range(of: ", sees ").map { rest[..<$0.lowerBound] } ?? rest)
  }

  func order(_ callbacks: [String]) -> [Int] {
    for e in trace.events(since: scanned) { names.add(e) }
    scanned = trace.count
    var known: [(place: Int, index: Int, name: String)] = []
    for (i, c) in callbacks.enumerated() {
      guard let space = c.firstIndex(of: " "), let name = names.name(String(c[..<space])) else { continue }
      let key = name + c[space...]
      guard let next = places[key]?.first else { continue }
      places[key] = places[key]?.dropFirst()
      known.append((next, i, key))
    }
    // The callbacks the recording names take their slots in its order; the others stay put.
    var order = Array(callbacks.indices)
    let byPlace = known.sorted { $0.place < $1.place }
    for (slot, k) in zip(known.map(\.index), byPlace) { order[slot] = k.index }
    if order != Array(callbacks.indices), known.count > 1 {
      reorderings.append(
        OutputOrder.Reordering(
          rule: "R13", writeLine: trace.events(since: max(0, trace.count - 1)).last?.line, order: byPlace.map(\.name)))
    }
    return order
  }
}
