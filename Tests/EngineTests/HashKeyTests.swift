import Testing

@testable import ObservatoryEngine

/// Dictionary and set indexes hash integer keys with their own mix (`HashKey._rawHashValue`):
/// equal keys must still find each other, whatever wraps them, across the index's growth.
@Suite struct HashKeyTests {
  static let keys: [Int] = (0..<2_000).map { $0 * 7_919 - 5_000_000 } + [Int.min, Int.max, 0, -1]

  @Test func integerKeysAreFoundThroughOptionals() {
    var d = DictStorage()
    for (k, key) in HashKeyTests.keys.enumerated() { d.set(.int(key), .int(k)) }
    d.set(.some(.int(-5_000_000)), .int(-1))  // the first key again, as an optional: replaced
    #expect(d.count == HashKeyTests.keys.count)
    #expect(d.find(.int(-5_000_000)) == 0)
    guard case .int(let replaced) = d.values[0] else { return #expect(Bool(false), "not an integer") }
    #expect(replaced == -1)
    for key in HashKeyTests.keys {
      let at = d.find(.int(key))
      #expect(at != nil)
      #expect(d.find(.some(.int(key))) == at)
      #expect(d.find(.some(.some(.int(key)))) == at)
    }
    #expect(d.find(.int(1)) == nil)
    #expect(d.find(.string("0")) == nil)
  }

  @Test func setMembersAreFoundThroughOptionals() {
    var s = SetStorage()
    for key in HashKeyTests.keys { s.insert(.some(.int(key))) }
    for key in HashKeyTests.keys { #expect(s.contains(.int(key))) }
    #expect(!s.contains(.int(2)))
  }

  @Test func otherKeysHashAsBefore() {
    var d = DictStorage()
    d.set(.string("a"), .int(1))
    d.set(.tuple([.int(1), .string("b")]), .int(2))
    d.set(.bool(true), .int(3))
    #expect(d.find(.string("a")) == 0)
    #expect(d.find(.tuple([.int(1), .string("b")])) == 1)
    #expect(d.find(.some(.bool(true))) == 2)
    #expect(d.find(.int(1)) == nil)
  }
}
