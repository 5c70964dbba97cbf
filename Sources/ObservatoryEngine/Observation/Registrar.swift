/// The per-object `ObservationRegistrar` of an `@Observable` instance (SEMANTICS.md part A).
/// It holds the object's registrations, each a tracking observing some of its stored properties.
/// Swift keeps the ids of one property in a `Set<Int>` and so calls them in hash order (R13); the
/// playground keeps them in registration order and tells the learner that Swift does not.
///
/// Most objects have a handful of registrations, so they live in one array in id order (ids only
/// grow, so appending keeps the order) rather than in dictionaries: registering is an append,
/// with nothing hashed. A removed registration leaves a hole that is dropped when holes
/// outnumber live ones, so cancelling one of 10,000 observers stays O(log n) amortized. A write
/// looks through all of the object's registrations (Swift looks up only the property's).
package final class Registrar {
  package enum Kind { case willSet, didSet }
  package struct Registration {
    let id: Int
    let kind: Kind
    package let tracking: Tracking
    let fields: [Int]
  }

  private var nextId = 0
  /// Registrations in id order; nil `tracking` marks a removed one (a hole).
  private var slots: [(id: Int, kind: Kind, tracking: Tracking?, fields: [Int])] = []
  private var holes = 0

  func register(_ tracking: Tracking, kind: Kind, fields: [Int]) -> Int {
    let id = nextId
    nextId += 1
    slots.append((id, kind, tracking, fields))
    return id
  }

  func remove(_ id: Int) {
    guard let k = index(of: id), let _ = slots[k].tracking else { return }
    slots[k].tracking = nil
    holes += 1
    if holes > slots.count - holes + 8 {
      slots.removeAll { $0.tracking == nil }
      holes = 0
    }
  }

  /// The fields a live registration observes.
  func fields(of id: Int) -> [Int]? {
    guard let k = index(of: id), slots[k].tracking != nil else { return nil }
    return slots[k].fields
  }

  /// Binary search: slots are in id order.
  private func index(of id: Int) -> Int? {
    var low = 0
    var high = slots.count
    while low < high {
      let mid = (low + high) / 2
      if slots[mid].id < id { low = mid + 1 } else { high = mid }
    }
    return low < slots.count && slots[low].id == id ? low : nil
  }

  /// R11: the callbacks of one notification are collected first, then called, so registrations
  /// added or removed while they run do not change who is called for this write.
  package func snapshot(_ kind: Kind, field: Int) -> [Registration] {
    var out: [Registration] = []
    for s in slots where s.kind == kind && s.fields.contains(field) {
      if let t = s.tracking { out.append(Registration(id: s.id, kind: kind, tracking: t, fields: s.fields)) }
    }
    return out
  }

  /// Whether anyone at all observes the field (for the trace's "nobody is observing").
  func hasObservers(field: Int) -> Bool { slots.contains { $0.tracking != nil && $0.fields.contains(field) } }

  /// R12: when the object dies its registrations vanish and nobody is told.
  func dropAll() {
    for s in slots { s.tracking?.forget(self) }
    slots = []
    holes = 0
  }
}
