// A variable of function type declared `T!`: passed where a function is expected and called
// directly, it is the unwrapped function (the memoized-recursion idiom found by fresh33b).
func memoize<Input: Hashable, Output>(
    _ body: @escaping ((Input) -> Output, Input) -> Output
) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    var recurse: ((Input) -> Output)!
    recurse = { input in
        if let hit = cache[input] { return hit }
        let value = body(recurse, input)
        cache[input] = value
        return value
    }
    return recurse
}

let fib = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print((0...12).map(fib), fib(80))

struct Pair: Hashable { let i: Int, j: Int }
let grid = memoize { (paths: (Pair) -> Int, p: Pair) -> Int in
    p.i == 0 || p.j == 0 ? 1 : paths(Pair(i: p.i - 1, j: p.j)) + paths(Pair(i: p.i, j: p.j - 1))
}
print(grid(Pair(i: 3, j: 3)), grid(Pair(i: 10, j: 10)))

var formatter: ((Double) -> String)!
formatter = { value in "≈\(Int(value + 0.5))" }
print(formatter(2.6), [1.2, 3.5].map(formatter))
func apply(_ f: (Double) -> String, to x: Double) -> String { f(x) }
print(apply(formatter, to: 9.9))
let copy: (Double) -> String = formatter
print(copy(0.4), formatter == nil)
formatter = nil
print(formatter == nil)
