// A lesson's own `==` beside an Optional operand: Swift uses Optional's `==`, which calls the
// lesson's only when both sides hold a value.
struct Temperature: Equatable {
    var celsius: Double
    static func == (a: Temperature, b: Temperature) -> Bool {
        print("  comparing \(a.celsius) and \(b.celsius)")
        return abs(a.celsius - b.celsius) < 0.5
    }
}

enum Reading: Equatable {
    case missing
    case value(Temperature)
}

let readings: [String: Temperature] = ["kitchen": Temperature(celsius: 21.2), "attic": Temperature(celsius: 30)]
print(readings["kitchen"] == Temperature(celsius: 21.4))
print(readings["garage"] == Temperature(celsius: 21.4))
print(readings["attic"] != Temperature(celsius: 29.9))
print(Temperature(celsius: 5) == readings["cellar"])
let last: Temperature? = readings["attic"]
if last == Temperature(celsius: 30.2) { print("attic steady") }
let log: [Reading] = [.missing, .value(Temperature(celsius: 18))]
print(log.first == .missing, log.last == .value(Temperature(celsius: 18.3)))
print(log.firstIndex(of: .value(Temperature(celsius: 17.8))) as Any)
let none: Temperature? = nil
print(none == nil, none == readings["nowhere"], last == readings["attic"])
