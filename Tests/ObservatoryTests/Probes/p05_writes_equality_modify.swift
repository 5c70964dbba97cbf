// Port of observation-semantics/probes/p05_writes_equality_modify.swift (R7, R8).
// Changes from the real probe: the `NSLock` in `Counter` (and its lock()/unlock() calls) is
// removed; lessons run on one simulated main actor, so there is nothing to lock. `take()` used
// `defer { events = [] }`, which the lesson language lacks; it copies the events, clears them and
// returns the copy instead (same result). The .out file is the real output byte for byte.
// Q2: which writes notify. Swift 6.3.1's @Observable setter skips notification when the new value
// is "the same" (== for Equatable, === for classes); _modify (+=, append, subscript set, member
// mutation) has NO such check and always emits exactly one willSet/didSet pair.
@_spi(SwiftUI) import Observation
import Foundation

struct NE { var v = 0 }                                   // NOT Equatable
struct EQ: Equatable { var v = 0 }
final class Ref {}                                        // class, not Equatable
final class ERef: Equatable { let v: Int; init(_ v: Int) { self.v = v }
  static func == (l: ERef, r: ERef) -> Bool { l.v == r.v } }

@Observable final class M {
  var i = 0
  var d = Double.nan
  var ne = NE()
  var eq = EQ()
  var ref = Ref()
  var eref = ERef(1)
  var opt: Int? = nil
  var arr: [Int] = [1, 2, 3]
}

final class Counter: @unchecked Sendable {
  var events: [String] = []
  func add(_ s: String) { events.append(s) }
  func take() -> [String] { let e = events; events = []; return e }
}
let m = M()
let c = Counter()
// AnyKeyPath descriptions on Linux contain addresses, so print names via a lookup table.
let names: [AnyKeyPath: String] = [\M.i: "i", \M.d: "d", \M.ne: "ne", \M.eq: "eq", \M.ref: "ref",
                                   \M.eref: "eref", \M.opt: "opt", \M.arr: "arr"]
func name(_ k: AnyKeyPath?) -> String { k.map { names[$0] ?? "?\($0)" } ?? "nil" }
// Persistent (SPI) observer of every property: records each willSet/didSet with the changed key path.
withObservationTracking {
  _ = m.i; _ = m.d; _ = m.ne; _ = m.eq; _ = m.ref; _ = m.eref; _ = m.opt; _ = m.arr
} willSet: { t in c.add("willSet(\\.\(name(t.changed)))") } didSet: { t in c.add("didSet(\\.\(name(t.changed)))") }

func check(_ label: String, _ body: () -> Void) {
  body()
  let e = c.take()
  print("\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) -> \(e.isEmpty ? "NO notification" : e.joined(separator: " "))")
}
check("i = 0 (same Int)")                  { m.i = 0 }
check("i = 1 (different Int)")             { m.i = 1 }
check("i += 0 (_modify, value unchanged)") { m.i += 0 }
check("i += 1 (_modify)")                  { m.i += 1 }
check("d = .nan (NaN != NaN)")             { m.d = .nan }
check("ne = NE() (same, non-Equatable)")   { m.ne = NE() }
check("eq = EQ() (same, Equatable)")       { m.eq = EQ() }
check("eq.v = 0 (member write via _modify)") { m.eq.v = 0 }
let r = m.ref
check("ref = same instance")               { m.ref = r }
check("ref = new instance")                { m.ref = Ref() }
check("eref = new instance, == true")      { m.eref = ERef(1) }
check("eref = new instance, == false")     { m.eref = ERef(2) }
check("opt = nil (same Optional)")         { m.opt = nil }
check("opt = 5")                           { m.opt = 5 }
check("arr = [1,2,3] (same array)")        { m.arr = [1, 2, 3] }
check("arr.append(4)")                     { m.arr.append(4) }
check("arr[0] = 1 (subscript set, same)")  { m.arr[0] = 1 }
check("arr[0] += 10")                      { m.arr[0] += 10 }
check("arr.sort() (no-op sort)")           { m.arr.sort() }
check("arr.removeAll(where: {false})")     { m.arr.removeAll(where: { _ in false }) }
check("var tmp = arr; tmp[1]=9; arr = tmp") { var tmp = m.arr; tmp[1] = 9; m.arr = tmp }
print("arr now \(m.arr)")
print("[generic class: the == check is chosen statically, so an unconstrained T always notifies]")
@Observable final class GBox<T> { var value: T; init(_ v: T) { value = v } }
@Observable final class EBox<T: Equatable> { var value: T; init(_ v: T) { value = v } }
let g = GBox(1), e = EBox(1)
withObservationTracking { _ = g.value } onChange: { print("  GBox<Int>.value = same 1 -> notified") }
g.value = 1
withObservationTracking { _ = e.value } onChange: { print("  EBox<Int>.value = same 1 -> notified (unexpected)") }
e.value = 1
print("  EBox<Int>.value = same 1 -> (no notification)")
print("[one-shot withObservationTracking + same-value write]")
withObservationTracking { _ = m.i } onChange: { print("  onChange fired") }
m.i = m.i
print("  after m.i = m.i (no fire expected)")
m.i += 0
print("  after m.i += 0")

