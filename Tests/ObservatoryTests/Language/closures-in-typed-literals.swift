// A closure written as an element of an array or dictionary literal of a declared function type
// takes that type: `{ $0 * $1 }` in a `[String: (Double, Double) -> Double]` returns a Double,
// so the Int literals a call passes print as Doubles (`12.0`).
let operations: [String: (Double, Double) -> Double] = [
    "*": { $0 * $1 },
    "-": { a, b in a - b },
    "avg": { ($0 + $1) / 2 },
]
for name in operations.keys.sorted() {
    print(name, operations[name]!(3, 4))
}
let steps: [(Double) -> Double] = [{ $0 + 1 }, { $0 * 10 }, { x in x / 4 }]
print(steps.reduce(5) { value, step in step(value) })
print(steps.map { $0(2) })
var formatters: [Int: (Int) -> String] = [1: { "#\($0)" }, 2: { String(repeating: "*", count: $0) }]
print(formatters[1]!(7), formatters[2]!(3), formatters.count)
var table: [String: (Double, Double) -> Double] = operations
table["pow"] = { a, b in (0..<Int(b)).reduce(1) { acc, _ in acc * a } }
print(table["pow"]!(3, 4), table.count)
