/// The per-object `ObservationRegistrar` of an `@Observable` instance (docs/rules.md, part A).
/// It holds the object's registrations, each a tracking observing some of its stored properties.
/// Swift keeps the ids of one property in a `Set<Int>` and so calls them in hash order (R13); the
/// playground keeps them in registration order and tells the learner that Swift does not.
///
/// Most objects have a handful of registrations, so they live in one array in id order (ids only
/// grow, so appending keeps the order) rather than in dictionaries: registering is an append,
/// with nothing hashed, and a write looks through them all. Past `indexFrom` registrations the
/// registrar also keeps, per property, the ids observing it, so that a write costs what observes
/// that property, as in Swift (10,000 observers of one property do not slow writes to another).
/// A removed registration leaves a hole, dropped when holes outnumber live ones.
package final class Registrar {
  package enum Kind { case willSet, didSet }

  /// The trackings one notification calls, collected before any of them runs (R11).
  package typealias Observers = SmallList<Tracking>

  private var nextId = 0
  /// Registrations in id order; nil `tracking` marks a removed one (a hole).
  private var slots: [Slot] = []
  private struct Slot {
    let id: Int
    let kind: Kind
    var tracking: Tracking?
    let fields: SmallList<Int>
  }
  private var holes = 0
  /// Field index → the ids registered on it, oldest first (removed ones are dropped lazily), and
  /// how many of them are live. Empty until the registrar first holds `indexFrom` registrations.
  private var index: [(ids: [Int], live: Int)] = []
  private var isIndexed = false
  static let indexFrom = 16
  /// Once indexed, each property's last snapshot of each kind, kept until a registration on that
  /// property is added or removed: a property with 10,000 observers written again and again
  /// collects them once, not on every write.
  private var snapshots: [(willSet: Observers?, didSet: Observers?)] = []

  func register(_ tracking: Tracking, kind: Kind, fields: SmallList<Int>) -> Int {
    let id = nextId
    nextId += 1
    slots.append(Slot(id: id, kind: kind, tracking: tracking, fields: fields))
    if isIndexed {
      addToIndex(id, fields)
    } else if slots.count - holes >= Registrar.indexFrom {
      isIndexed = true
      for s in slots where s.tracking != nil { addToIndex(s.id, s.fields) }
    }
    return id
  }

  private func addToIndex(_ id: Int, _ fields: SmallList<Int>) {
    for f in fields {
      forgetSnapshots(of: f)
      while f >= index.count { index.append(([], 0)) }
      index[f].ids.append(id)
      index[f].live += 1
    }
  }

  func remove(_ id: Int) {
    guard let k = position(of: id), slots[k].tracking != nil else { return }
    slots[k].tracking = nil
    holes += 1
    if isIndexed {
      for f in slots[k].fields {
        forgetSnapshots(of: f)
        index[f].live -= 1
        if index[f].ids.count > 2 * index[f].live + 8 {
          index[f].ids.removeAll { fields(of: $0) == nil }
        }
      }
    }
    // Holes at the end go at once: one-shot trackings armed and fired in turn leave nothing.
    while !slots.isEmpty && slots[slots.count - 1].tracking == nil {
      slots.removeLast()
      holes -= 1
    }
    if holes > slots.count - holes + 8 {
      slots.removeAll { $0.tracking == nil }
      holes = 0
    }
  }

  private func forgetSnapshots(of field: Int) {
    if field < snapshots.count { snapshots[field] = (nil, nil) }
  }

  /// The fields a live registration observes.
  func fields(of id: Int) -> SmallList<Int>? {
    guard let k = position(of: id), slots[k].tracking != nil else { return nil }
    return slots[k].fields
  }

  /// Binary search: slots are in id order.
  private func position(of id: Int) -> Int? {
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
  package func snapshot(_ kind: Kind, field: Int) -> Observers {
    var out = Observers()
    if isIndexed {
      guard field < index.count, index[field].live > 0 else { return out }
      if field < snapshots.count, let kept = kind == .willSet ? snapshots[field].willSet : snapshots[field].didSet {
        return kept
      }
      out.reserveCapacity(index[field].live)
      // Both lists are in id order: one walk through the slots finds every id's.
      var k = 0
      for id in index[field].ids {
        while k < slots.count && slots[k].id < id { k += 1 }
        guard k < slots.count, slots[k].id == id, let t = slots[k].tracking, slots[k].kind == kind else { continue }
        out.append(t)
      }
      while field >= snapshots.count { snapshots.append((nil, nil)) }
      if kind == .willSet { snapshots[field].willSet = out } else { snapshots[field].didSet = out }
      return out
    }
    for k in slots.indices where slots[k].kind == kind && slots[k].fields.contains(field) {
      if let t = slots[k].tracking { out.append(t) }
    }
    return out
  }

  /// Whether anyone at all observes the field (for the trace's "nobody is observing").
  func hasObservers(field: Int) -> Bool {
    if isIndexed { return field < index.count && index[field].live > 0 }
    return slots.contains { $0.tracking != nil && $0.fields.contains(field) }
  }

  /// R12: when the object dies its registrations vanish and nobody is told.
  func dropAll() {
    for s in slots { s.tracking?.forget(self) }
    slots = []
    holes = 0
    index = []
    snapshots = []
    isIndexed = false
  }
}
