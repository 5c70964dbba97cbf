import ObservatoryEngine

/// The names the traced program gives trackings, for the playground's (`T7`, numbered as they are
/// made): the line that made one and its place among the trackings made there, in the order they
/// were made (`T@12`, `T@12.2`). Read from the playground's trace, whole or as it grows.
struct TrackingNames {
  /// Tracking number → the line that made it.
  private var lines: [Int: Int] = [:]
  /// Line → the numbers of the trackings made there, ascending.
  private var made: [Int: [Int]] = [:]

  /// Notes the tracking an event says was made (`armed`, `nothingTracked`); other events are ignored.
  mutating func add(_ e: TraceEvent) {
    let label: String
    switch e.kind {
    case .armed(let t, _, _): label = t
    case .nothingTracked(let t): label = t
    default: return
    }
    guard label.hasPrefix("T"), let id = Int(label.dropFirst()), lines[id] == nil else { return }
    let line = e.line ?? 0
    lines[id] = line
    var ids = made[line, default: []]
    ids.insert(id, at: TrackingNames.firstIndex(in: ids, notBelow: id))
    made[line] = ids
  }

  /// `T@12.2` for `T7`; nil for a tracking no event made (or not a tracking's label).
  func name(_ label: String) -> String? {
    guard label.hasPrefix("T"), let id = Int(label.dropFirst()), let line = lines[id], let ids = made[line] else {
      return nil
    }
    let k = TrackingNames.firstIndex(in: ids, notBelow: id) + 1
    return "T@\(line)" + (k > 1 ? ".\(k)" : "")
  }

  /// Where `id` goes in the ascending `ids` (binary search: a loop can make thousands at one line).
  private static func firstIndex(in ids: [Int], notBelow id: Int) -> Int {
    var (low, high) = (0, ids.count)
    while low < high {
      let mid = (low + high) / 2
      if ids[mid] < id { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
