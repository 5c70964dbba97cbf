// `Version("2.1")` of a type that conforms to ExpressibleByStringLiteral is the literal made a
// Version (SE-0213): Swift calls init(stringLiteral:), not the type's other init(_:) of a String.
struct Version: Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    let parts: [Int]
    let source: String
    init(_ text: String) {
        parts = text.split(separator: ".").map { Int($0) ?? 0 }
        source = "parsed"
    }
    init(stringLiteral value: String) {
        parts = value.split(separator: ".").map { Int($0) ?? 0 }
        source = "literal"
    }
    static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
    static func == (a: Version, b: Version) -> Bool { a.parts == b.parts }
    var description: String { parts.map(String.init).joined(separator: ".") + " (\(source))" }
}

struct Celsius: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var degrees: Double
    init(_ d: Double) { degrees = d + 1000 }
    init(integerLiteral value: Int) { degrees = Double(value) }
    init(floatLiteral value: Double) { degrees = value }
    var description: String { "\(degrees)°C" }
}

let minimum = Version("2.1")
let typed = "2.1.3"
let parsed = Version(typed)
print(minimum, parsed, parsed > minimum)
let releases = [Version("1.9"), "2.0", Version(String("2.0.5")), Version(stringLiteral: "3.0")]
print(releases.filter { $0 >= minimum })
print(Celsius(21), Celsius(36.6), Celsius(Double(5)))
let readings: [Celsius] = [18, Celsius(19.5), Celsius(Double("20") ?? 0)]
print(readings.map(\.degrees))
