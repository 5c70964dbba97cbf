// Comparing metatypes: `type(of: value) == String.self` of a value in an Any, and
// `type(of: xs) == [Int].self`, are true where the types are the same, as in Swift.
struct Temperature { var celsius: Double }
final class Sensor {}
final class Thermometer {}

let payload: [String: Any] = ["name": "kitchen", "count": 3, "ratio": 0.5, "tags": ["a", "b"],
                              "reading": Temperature(celsius: 21)]

func kind(of value: Any) -> String {
    if type(of: value) == String.self { return "text" }
    if type(of: value) == Int.self { return "integer" }
    if type(of: value) == Double.self { return "number" }
    if type(of: value) == [String].self { return "list of text" }
    if type(of: value) == Temperature.self { return "temperature" }
    return "other: \(type(of: value))"
}

for key in payload.keys.sorted() {
    print(key, "->", kind(of: payload[key]!))
}

let counts = [1, 2, 3]
print(type(of: counts) == [Int].self, type(of: counts) == [Double].self)
let sensor: AnyObject = Sensor()
print(type(of: sensor) == Sensor.self, type(of: sensor) == Thermometer.self)
let mixed: [Any] = [1, "two", 3.0, Temperature(celsius: -4), Sensor()]
print(mixed.map(kind(of:)))
print(mixed.filter { type(of: $0) == Int.self || type(of: $0) == Double.self }.count)
let isText: (Any) -> Bool = { type(of: $0) == String.self }
print(mixed.contains(where: isText), isText(42))
