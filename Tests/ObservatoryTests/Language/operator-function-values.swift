// A tiny calculator keeps its operators in a table of function values written `(+)`, `(-)`, ...:
// Swift names an operator as a function in parentheses as well as bare in an argument list.
struct BinaryOp {
  let symbol: String
  let apply: (Int, Int) -> Int
}

let table: [BinaryOp] = [
  BinaryOp(symbol: "+", apply: (+)),
  BinaryOp(symbol: "-", apply: (-)),
  BinaryOp(symbol: "*", apply: (*)),
  BinaryOp(symbol: "max", apply: max),
]
for op in table {
  print("8 \(op.symbol) 3 =", op.apply(8, 3))
}

let combine: (Int, Int) -> Int = (*)
let same: (String, String) -> Bool = (==)
let before: (Double, Double) -> Bool = (<)
print([1, 2, 3, 4].reduce(1, combine), [4, 5].reduce(0, (+)), same("a", "a"), before(2.5, 1))
print([3, 1, 2].sorted(by: (>)), zip([1, 2, 3], [4, 5, 6]).map(*), [[1], [2, 3]].reduce([], (+)))
let folds: [String: (Int, Int) -> Int] = ["sum": (+), "product": (*)]
for name in folds.keys.sorted() { print(name, (1...5).reduce(name == "sum" ? 0 : 1, folds[name]!)) }
// An operator as a tuple's or an array literal's element, as in a table of named operations.
let named: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("max", max), ("*", *)]
for (name, f) in named { print(name, f(6, 4)) }
let pair: (String, (Double, Double) -> Bool) = ("<", <)
print(pair.0, pair.1(1.5, 2.5), [(+), (-)].map { $0(10, 3) } as [Int])
