struct TimeOfDay: Comparable, Hashable, CustomStringConvertible {
  let minutes: Int
  init(_ h: Int, _ m: Int = 0) { minutes = h * 60 + m }
  static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
  var description: String {
    let h = minutes / 60, m = minutes % 60
    return "\(h):\(m < 10 ? "0" : "")\(m)"
  }
}

struct Event: CustomStringConvertible {
  let title: String
  let slot: Range<TimeOfDay>
  var description: String { "\(title) \(slot.lowerBound)-\(slot.upperBound)" }
  func overlaps(_ o: Event) -> Bool { slot.lowerBound < o.slot.upperBound && o.slot.lowerBound < slot.upperBound }
}

let day = [
  Event(title: "Standup", slot: TimeOfDay(9)..<TimeOfDay(9, 15)),
  Event(title: "Design review", slot: TimeOfDay(10)..<TimeOfDay(11, 30)),
  Event(title: "Lunch", slot: TimeOfDay(12)..<TimeOfDay(13)),
  Event(title: "1:1", slot: TimeOfDay(11)..<TimeOfDay(11, 45)),
]
let sorted = day.sorted { $0.slot.lowerBound < $1.slot.lowerBound }
print(sorted)
for (i, a) in sorted.enumerated() {
  for b in sorted[(i + 1)...] where a.overlaps(b) { print("conflict:", a.title, "/", b.title) }
}
let noon = TimeOfDay(12, 30)
print(day.filter { $0.slot.contains(noon) }.map(\.title), day.first { $0.slot.contains(TimeOfDay(9)) }?.title ?? "-")
let working = TimeOfDay(9)...TimeOfDay(17)
print(working, working.contains(TimeOfDay(18)), day.allSatisfy { working.contains($0.slot.lowerBound) })
switch TimeOfDay(7, 45) {
case ..<TimeOfDay(9): print("too early")
case working: print("office hours")
default: print("after hours")
}
