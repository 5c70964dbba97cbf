// A calculator whose operations are function values of type (Double, Double) -> Double: operators
// stored in a dictionary, closures given to a memberwise initializer, a trailing closure, and a
// function taking an operation. Called with integer literals, they compute with Doubles.
struct Operation {
    let symbol: String
    let apply: (Double, Double) -> Double
}

struct Reducer {
    let combine: (Double, Double) -> Double
}

let operators: [String: (Double, Double) -> Double] = [
    "+": (+), "-": (-), "*": (*), "/": (/),
]
for symbol in operators.keys.sorted() {
    print("7 \(symbol) 2 =", operators[symbol]!(7, 2))
}

let operations = [
    Operation(symbol: "avg", apply: { ($0 + $1) / 2 }),
    Operation(symbol: "diff", apply: { a, b in a - b }),
    Operation(symbol: "max", apply: max),
]
for op in operations {
    print(op.symbol, op.apply(7, 2), op.apply(1, 4))
}

let halve = Reducer { total, next in (total + next) / 2 }
print([4, 8, 16].map(Double.init).reduce(0, halve.combine))
print(halve.combine(5, 2))

func evaluate(_ a: Double, _ b: Double, with f: (Double, Double) -> Double) -> Double { f(a, b) }
func table(_ f: (Double, Double) -> Double) -> [Double] { (1...3).map { f(Double($0), 2) } }
print(evaluate(9, 4, with: /), evaluate(9, 4) { $0 / $1 })
print(table(/), table(-))

let stack: [(Double, Double) -> Double] = [(*), { $0 / $1 }]
print(stack[0](3, 4), stack[1](3, 4))
var ratio: (Double, Double) -> Double = (/)
print(ratio(10, 4))
ratio = { x, y in (x / y).rounded() }
print(ratio(10, 4))
let intOps: [(String, (Int, Int) -> Int)] = [("+", +), ("%", %), ("max", max)]
for (name, f) in intOps { print(name, f(17, 5)) }
