// A room-booking calendar: slots are half-open hour ranges, opening hours a closed range, prices
// a Double range, dates a lesson type's Comparable. Exercises clamped(to:) and overlaps(_:) on
// every kind of range the playground has, and a declaration that names two variables at once.
struct Day: Comparable, CustomStringConvertible {
  var n: Int
  static func < (a: Day, b: Day) -> Bool { a.n < b.n }
  var description: String { "day\(n)" }
}

struct Booking {
  var who: String
  var hours: Range<Int>
  var start, end: Day
}

let open = 8..<20
let requests = [
  Booking(who: "ana", hours: 7..<10, start: Day(n: 1), end: Day(n: 2)),
  Booking(who: "bo", hours: 9..<12, start: Day(n: 2), end: Day(n: 2)),
  Booking(who: "cy", hours: 12..<12, start: Day(n: 3), end: Day(n: 5)),
  Booking(who: "di", hours: 18..<23, start: Day(n: 5), end: Day(n: 9)),
  Booking(who: "ed", hours: 21..<22, start: Day(n: 0), end: Day(n: 1)),
]
var accepted: [Booking] = []
for var b in requests {
  let clamped = b.hours.clamped(to: open)
  if clamped.isEmpty {
    print(b.who, "rejected: outside", open, "->", clamped)
    continue
  }
  if let clash = accepted.first(where: { $0.hours.overlaps(clamped) && ($0.start...$0.end).overlaps(b.start...b.end) }) {
    print(b.who, "clashes with", clash.who)
    continue
  }
  b.hours = clamped
  accepted.append(b)
  print(b.who, "booked", b.hours, "from", b.start, "to", b.end)
}
print(accepted.map(\.who), accepted.map { $0.hours.count })

let weekdays = 1...5
print(weekdays.clamped(to: 3...9), (0...2).clamped(to: 3...9), (7...8).clamped(to: 1...5))
print((1...5).overlaps(5...6), (1...5).overlaps(5..<6), (1...5).overlaps(6..<6), (1..<5).overlaps(5...6))
print((3..<3).overlaps(0..<9), (0..<9).overlaps(3..<3), (0..<9).overlaps(9...9), (0...9).overlaps(9..<10))
print([0..<2, 1..<3, 4..<6].map { $0.overlaps(2..<5) }, (-5..<5).clamped(to: -1..<1))

let budget = 20.0...80.0
let offers = [10.0...30.0, 85.0...99.5, 40.5...60.0]
for o in offers {
  print(o, o.overlaps(budget), o.clamped(to: budget), o.overlaps(0..<10.5))
}
print((0.0..<1.0).clamped(to: 0.25..<0.5), (0.0..<1.0).overlaps(1.0..<2.0), (0.0...1.0).overlaps(1.0...2.0))

let season = Day(n: 3)...Day(n: 10)
print((Day(n: 1)...Day(n: 4)).clamped(to: season), (Day(n: 11)...Day(n: 12)).clamped(to: season))
print(season.overlaps(Day(n: 10)...Day(n: 12)), (Day(n: 0)..<Day(n: 3)).overlaps(Day(n: 3)..<Day(n: 4)))
var lo, hi: Int
lo = 3
hi = lo * 4
let width, height: Double, label: String
width = 2.5
height = 4
label = "box"
print(lo, hi, width * height, label, (lo..<hi).clamped(to: 0..<10))
