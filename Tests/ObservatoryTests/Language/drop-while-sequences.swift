// A log viewer skips the warm-up part of a session: readings paired with their timestamps, a
// sampling schedule from stride, and the lazy "skip until" views Swift builds for them, printed
// while debugging.

struct Reading {
  let time: Int
  let value: Double
}

let times = [0, 5, 10, 15, 20]
let values = [0.2, 0.4, 3.1, 2.8, 3.3]

// Pairs until the sensor warmed up (a value above 1.0) are skipped.
let warm = zip(times, values).drop(while: { $0.1 < 1.0 })
print(warm)
print(type(of: warm))
let readings = warm.map { Reading(time: $0.0, value: $0.1) }
print(readings.map(\.time), readings.count)

// Sample every 4 ticks, skipping the first second.
let schedule = stride(from: 0, to: 20, by: 4)
let afterStart = schedule.drop(while: { $0 < 5 })
print(afterStart)
print(Array(afterStart))
for tick in afterStart.drop(while: { $0 < 10 }) {
  print("tick", tick)
}
print(afterStart.drop(while: { $0 < 10 }))

// Half-second sampling on a closed interval.
let halfSeconds = stride(from: 0.0, through: 2.0, by: 0.5).drop(while: { $0 < 1.0 })
print(halfSeconds, halfSeconds.reduce(0, +))

// Everything skipped: the iterator ran off the end.
let none = stride(from: 0, through: 9, by: 3).drop(while: { _ in true })
print(none, Array(none).isEmpty)

// Labels zipped with an endless counter, and with pages from a stride.
let labels = ["a", "b", "c"]
let numbered = zip(labels, 1...).drop(while: { $0.0 != "b" })
print(numbered)
let pages = zip(stride(from: 0, to: 30, by: 10), labels).drop(while: { $0.0 == 0 })
print([pages])
let uneven = zip([1, 2], [7]).drop(while: { $0.0 < 9 })
print(uneven, uneven.map { $0.1 }.isEmpty)

// A slice and a closed range as the bases.
let tail = times[2...]
print(zip(tail, 1...3).drop(while: { $0.0 < 15 }))
debugPrint(zip(1...3, 0..<5).drop(while: { $0.0 < 2 }))
