/// The per-object `ObservationRegistrar` of an `@Observable` instance (SEMANTICS.md part A).
/// It maps registration ids to observations and each stored property to the ids observing it.
/// Swift keeps the ids of one property in a `Set<Int>` and so calls them in hash order (R13); the
/// playground keeps them in registration order and tells the learner that Swift does not.
package final class Registrar {
  package enum Kind { case willSet, didSet }
  package struct Registration {
    let id: Int
    let kind: Kind
    package let tracking: Tracking
    let fields: [Int]
  }

  private var nextId = 0
  private(set) var registrations: [Int: Registration] = [:]
  /// Field index → registration ids, oldest first. Removed ids are dropped lazily (`snapshot`
  /// skips them), so that cancelling one of 10,000 observers of a property is O(1) amortized.
  private var lookups: [Int: Lookup] = [:]
  /// The ids observing one field, and how many of them are live.
  private struct Lookup {
    var ids: [Int] = []
    var live = 0
  }

  func register(_ tracking: Tracking, kind: Kind, fields: [Int]) -> Int {
    let id = nextId
    nextId += 1
    registrations[id] = Registration(id: id, kind: kind, tracking: tracking, fields: fields)
    for f in fields {
      lookups[f, default: Lookup()].ids.append(id)
      lookups[f, default: Lookup()].live += 1
    }
    return id
  }

  func remove(_ id: Int) {
    guard let r = registrations.removeValue(forKey: id) else { return }
    for f in r.fields {
      guard var l = lookups.removeValue(forKey: f) else { continue }
      l.live -= 1
      guard l.live > 0 else { continue }
      if l.ids.count > 2 * l.live + 8 { l.ids.removeAll { registrations[$0] == nil } }
      lookups[f] = l
    }
  }

  /// R11: the callbacks of one notification are collected first, then called, so registrations
  /// added or removed while they run do not change who is called for this write.
  package func snapshot(_ kind: Kind, field: Int) -> [Registration] {
    guard let ids = lookups[field]?.ids else { return [] }
    return ids.compactMap { id in registrations[id].flatMap { $0.kind == kind ? $0 : nil } }
  }

  /// Whether anyone at all observes the field (for the trace's "nobody is observing").
  func hasObservers(field: Int) -> Bool { lookups[field] != nil }

  /// R12: when the object dies its registrations vanish and nobody is told.
  func dropAll() {
    for r in registrations.values { r.tracking.forget(self) }
    registrations = [:]
    lookups = [:]
  }
}
