// Sensor readings with gaps: NaN marks a missing sample.
struct Reading: CustomStringConvertible {
  let sensor: String
  let value: Double
  var description: String { "\(sensor)=\(value)" }
}

let readings = [
  Reading(sensor: "t1", value: 21.5), Reading(sensor: "t2", value: .nan),
  Reading(sensor: "t3", value: 19.0), Reading(sensor: "t4", value: -Double.nan),
]
print(readings)
let values = readings.map(\.value)
print(values.sorted(), values.max() as Any, values.min() as Any)
print(max(values[0], values[1]), max(values[1], values[0]), min(values[1], 3.0), max(1.0, .nan, 2.0))
var byValue: [Double: String] = [:]
for r in readings { byValue[r.value] = r.sensor }
print(byValue.count, byValue[.nan] as Any, byValue[21.5] ?? "-")
byValue[.nan] = "again"
print(byValue.count)
let valid = values.filter { !$0.isNaN }
print(valid, valid.reduce(0, +) / Double(valid.count))
print(String(-Double.nan), String(describing: values[3]), "\(values[3])")

// Ranges, one-sided and full, as Swift prints them.
let window = 2..<4
let head = ..<2
let tail = 3...
print(window, head, tail, ...1)
print(Array(values[head]), Array(values[tail]), [head])
let lowest = -9223372036854775808
print(lowest == Int.min, lowest + 1)
let order = [3, 1, 2]
print(order.sorted() == order.reversed(), order.sorted(by: >) == [3, 2, 1].reversed().reversed())
