import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The registrar keeps registrations in one array in id order, with holes where some were
/// removed: who is called, in which order, and whether anyone observes a field must not depend
/// on the holes or on when they are dropped.
@Suite struct RegistrarTests {
  private func tracking(_ id: Int) -> Tracking {
    Tracking(id: id, label: nil, handler: .oneShot(onChange: .void), line: 0, reads: [])
  }

  private func labels(_ r: Registrar, _ kind: Registrar.Kind, _ field: Int) -> [String] {
    r.snapshot(kind, field: field).map(\.label)
  }

  /// R11's snapshot is every live registration of that kind on that field, oldest first.
  @Test func snapshotsAreLiveRegistrationsOfTheFieldInRegistrationOrder() {
    let r = Registrar()
    let trackings = (1...4).map(tracking)
    let a = r.register(trackings[0], kind: .willSet, fields: [0])
    _ = r.register(trackings[1], kind: .willSet, fields: [0, 1])
    _ = r.register(trackings[2], kind: .didSet, fields: [0])
    _ = r.register(trackings[3], kind: .willSet, fields: [1])
    #expect(labels(r, .willSet, 0) == ["T1", "T2"])
    #expect(labels(r, .willSet, 1) == ["T2", "T4"])
    #expect(labels(r, .didSet, 0) == ["T3"])
    #expect(labels(r, .willSet, 2).isEmpty)
    r.remove(a)
    r.remove(a)  // removing twice changes nothing
    #expect(labels(r, .willSet, 0) == ["T2"])
    #expect(r.hasObservers(field: 0))
    #expect(r.fields(of: a) == nil)
  }

  /// Holes are dropped when they outnumber live registrations; ids found afterwards are the
  /// right ones, and the count of observers per field follows every removal.
  @Test func removingManyKeepsOrderAndCounts() {
    let r = Registrar()
    let trackings = (1...1000).map(tracking)
    let ids = trackings.map { r.register($0, kind: .willSet, fields: [$0.id % 2]) }
    for (k, id) in ids.enumerated() where k % 3 != 0 { r.remove(id) }
    let expected = trackings.filter { ($0.id - 1) % 3 == 0 }
    #expect(labels(r, .willSet, 0) == expected.filter { $0.id % 2 == 0 }.map(\.label))
    #expect(labels(r, .willSet, 1) == expected.filter { $0.id % 2 == 1 }.map(\.label))
    #expect(r.fields(of: ids[999]).map(Array.init) == [1000 % 2])
    #expect(r.fields(of: ids[998]) == nil)
    for (k, id) in ids.enumerated() where k % 3 == 0 && (k + 1) % 2 == 0 { r.remove(id) }
    #expect(!r.hasObservers(field: 0))
    #expect(r.hasObservers(field: 1))
    #expect(labels(r, .willSet, 0).isEmpty)
    for id in ids { r.remove(id) }
    #expect(!r.hasObservers(field: 1))
    // New registrations after the holes are gone still get their own ids.
    let late = r.register(tracking(1001), kind: .didSet, fields: [3])
    #expect(r.fields(of: late).map(Array.init) == [3])
    #expect(labels(r, .didSet, 3) == ["T1001"])
  }

  /// Past `indexFrom` registrations the registrar indexes them by property: a property nobody
  /// observes has no observers however many observe another, and the order stays the same.
  @Test func aLargeRegistrarFindsEachPropertysObservers() {
    let r = Registrar()
    let trackings = (1...40).map(tracking)
    var ids: [Int] = []
    for t in trackings.prefix(30) { ids.append(r.register(t, kind: .willSet, fields: [0])) }
    ids.append(r.register(trackings[30], kind: .willSet, fields: [1, 0]))
    ids.append(r.register(trackings[31], kind: .didSet, fields: [1]))
    #expect(!r.hasObservers(field: 2))
    #expect(labels(r, .willSet, 2).isEmpty)
    #expect(labels(r, .willSet, 1) == ["T31"])
    #expect(labels(r, .didSet, 1) == ["T32"])
    #expect(labels(r, .willSet, 0) == trackings.prefix(31).map(\.label))
    for id in ids.prefix(25) { r.remove(id) }
    #expect(labels(r, .willSet, 0) == trackings[25..<31].map(\.label))
    r.remove(ids[30])
    #expect(labels(r, .willSet, 1).isEmpty)
    #expect(r.hasObservers(field: 1))
    r.remove(ids[31])
    #expect(!r.hasObservers(field: 1))
    #expect(r.fields(of: ids[29]).map(Array.init) == [0])
  }

  /// An indexed registrar keeps each property's snapshot between writes: it follows every
  /// registration added or removed on that property, of either kind, and a snapshot taken
  /// earlier (the callbacks of a notification running now, R11) does not change.
  @Test func aKeptSnapshotFollowsRegistrations() {
    let r = Registrar()
    let trackings = (1...24).map(tracking)
    var ids: [Int] = []
    for t in trackings.prefix(20) { ids.append(r.register(t, kind: t.id % 2 == 0 ? .didSet : .willSet, fields: [0])) }
    let willSets = trackings.prefix(20).filter { $0.id % 2 == 1 }.map(\.label)
    let didSets = trackings.prefix(20).filter { $0.id % 2 == 0 }.map(\.label)
    let running = r.snapshot(.willSet, field: 0)
    #expect(labels(r, .willSet, 0) == willSets)
    #expect(labels(r, .didSet, 0) == didSets)
    ids.append(r.register(trackings[20], kind: .willSet, fields: [0]))
    #expect(labels(r, .willSet, 0) == willSets + ["T21"])
    #expect(running.map(\.label) == willSets)
    #expect(labels(r, .didSet, 0) == didSets)
    ids.append(r.register(trackings[21], kind: .didSet, fields: [1]))
    #expect(labels(r, .didSet, 0) == didSets)
    #expect(labels(r, .didSet, 1) == ["T22"])
    r.remove(ids[0])
    #expect(labels(r, .willSet, 0) == Array(willSets.dropFirst()) + ["T21"])
    r.remove(ids[1])
    #expect(labels(r, .didSet, 0) == Array(didSets.dropFirst()))
    r.remove(ids[21])
    #expect(labels(r, .didSet, 1).isEmpty)
    r.dropAll()
    #expect(labels(r, .willSet, 0).isEmpty)
    #expect(labels(r, .didSet, 0).isEmpty)
  }

  /// A quiet tracking is named only when shown; a given name wins.
  @Test func aTrackingIsNamedOnlyWhenShown() {
    #expect(tracking(7).label == "T7")
    let named = Tracking(id: 8, label: "loop", handler: .oneShot(onChange: .void), line: 0, reads: [])
    #expect(named.label == "loop")
  }
}
