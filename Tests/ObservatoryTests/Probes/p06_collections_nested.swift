// Port of observation-semantics/probes/p06_collections_nested.swift (R8, R9).
// Changes from the real probe: the `NSLock` in `Log` (and its lock()/unlock() calls) is removed;
// lessons run on one simulated main actor, so there is nothing to lock. The fired callbacks are
// still printed sorted, as in the probe. The .out file is the real output byte for byte.
// Q2: arrays of values, arrays of @Observable objects, nested observable objects.
import Observation
import Foundation

struct Point: Equatable { var x = 0 }
@Observable final class Item { var q = 0; init(_ q: Int) { self.q = q } }
@Observable final class Player { var volume = 5; var name = "p" }
@Observable final class Room { var player = Player(); var title = "r" }
@Observable final class Box {
  var points: [Point] = [Point(), Point()]
  var items: [Item] = [Item(0), Item(1)]
}

final class Log: @unchecked Sendable {
  private var items: [String] = []
  func add(_ s: String) { items.append(s) }
  func flush(_ title: String) { print("\(title.padding(toLength: 58, withPad: " ", startingAt: 0)) fired=\(items.sorted())"); items = [] }
}
let log = Log()

print("[array of value types]")
do {
  let b = Box()
  withObservationTracking { _ = b.points[1].x } onChange: { log.add("reader-of-points[1]") }
  b.points[0].x = 42          // element 0 of the SAME property: still a write to \.points
  log.flush("points[0].x = 42 (observer only read points[1])")
}
print("[array of @Observable objects]")
do {
  let b = Box()
  withObservationTracking { _ = b.items.count } onChange: { log.add("reader-of-items") }
  withObservationTracking { _ = b.items[0].q } onChange: { log.add("reader-of-items[0].q") }
  withObservationTracking { _ = b.items[1].q } onChange: { log.add("reader-of-items[1].q") }
  b.items[0].q = 7             // mutates the Item object; the array value (references) is unchanged
  log.flush("items[0].q = 7")
  b.items.append(Item(2))      // mutates \.items
  log.flush("items.append(...)")
}
print("[nested objects: room.player.volume]")
do {
  let room = Room()
  withObservationTracking { _ = room.player.volume } onChange: { log.add("reader") }
  room.player.volume = 6
  log.flush("room.player.volume = 6")
}
do {
  let room = Room()
  withObservationTracking { _ = room.player.volume } onChange: { log.add("reader") }
  room.player.name = "zzz"
  log.flush("room.player.name = zzz (not read)")
  room.title = "t2"
  log.flush("room.title = t2 (not read)")
  room.player = room.player
  log.flush("room.player = room.player (same instance)")
  let old = room.player
  room.player = Player()
  log.flush("room.player = Player() (replacement)")
  old.volume = 99
  log.flush("old player.volume = 99 after replacement")
}
do {
  let room = Room()
  let p = room.player
  withObservationTracking { _ = p.volume } onChange: { log.add("reader-of-p.volume-only") }
  room.player = Player()
  log.flush("replace room.player; observer read only p.volume")
}
print("[_modify performs an access: a += inside apply is tracked]")
do {
  let p = Player()
  withObservationTracking { p.volume += 1 } onChange: { log.add("reader(+=)") }
  p.volume = 0
  log.flush("apply did `p.volume += 1`; then p.volume = 0")
  withObservationTracking { p.name = "x" } onChange: { log.add("reader(set)") }
  p.name = "y"
  log.flush("apply did plain `p.name = x`; then p.name = y")
}
