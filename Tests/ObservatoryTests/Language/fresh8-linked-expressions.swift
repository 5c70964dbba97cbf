import Foundation

indirect enum Expr: CustomStringConvertible, Equatable {
    case number(Double)
    case variable(String)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
    case call(String, [Expr])

    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .variable(let v): return v
        case let .add(a, .negate(b)): return "(\(a) - \(b))"
        case let .add(a, b): return "(\(a) + \(b))"
        case let .multiply(a, b): return "\(a) * \(b)"
        case .negate(let e): return "-\(e)"
        case let .call(name, args): return "\(name)(\(args.map(\.description).joined(separator: ", ")))"
        }
    }

    static func + (a: Expr, b: Expr) -> Expr { .add(a, b) }
    static func * (a: Expr, b: Expr) -> Expr { .multiply(a, b) }
    static prefix func - (e: Expr) -> Expr { .negate(e) }
}

extension Expr: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(stringLiteral value: String) { self = .variable(value) }
}

enum EvalError: Error, CustomStringConvertible {
    case unbound(String)
    case unknownFunction(String, arity: Int)
    var description: String {
        switch self {
        case .unbound(let v): return "unbound variable \(v)"
        case let .unknownFunction(f, n): return "no function \(f)/\(n)"
        }
    }
}

func evaluate(_ e: Expr, _ env: [String: Double]) throws -> Double {
    switch e {
    case .number(let n): return n
    case .variable(let v):
        guard let value = env[v] else { throw EvalError.unbound(v) }
        return value
    case let .add(a, b): return try evaluate(a, env) + evaluate(b, env)
    case let .multiply(a, b): return try evaluate(a, env) * evaluate(b, env)
    case .negate(let inner): return -(try evaluate(inner, env))
    case .call("max", let args) where !args.isEmpty:
        return try args.map { try evaluate($0, env) }.max()!
    case .call("sq", let args) where args.count == 1:
        let v = try evaluate(args[0], env)
        return v * v
    case let .call(name, args): throw EvalError.unknownFunction(name, arity: args.count)
    }
}

func simplify(_ e: Expr) -> Expr {
    switch e {
    case let .add(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), let x), (let x, .number(0)): return x
        case let (.number(x), .number(y)): return .number(x + y)
        case let (x, y): return .add(x, y)
        }
    case let .multiply(a, b):
        switch (simplify(a), simplify(b)) {
        case (.number(0), _), (_, .number(0)): return 0
        case (.number(1), let x), (let x, .number(1)): return x
        case let (.number(x), .number(y)): return .number(x * y)
        case let (x, y): return .multiply(x, y)
        }
    case .negate(.negate(let inner)): return simplify(inner)
    case .negate(let inner): return .negate(simplify(inner))
    case let .call(name, args): return .call(name, args.map(simplify))
    default: return e
    }
}

let exprs: [Expr] = [
    "x" * 2 + 1,
    ("x" + 0) * 1 + -(-"y"),
    .call("max", ["x", "y" * 3, 4]),
    .call("sq", ["z"]) + 1 * 0,
    .call("pow", ["x", 2]),
    "a" + -"b",
]
let env = ["x": 3.0, "y": 1.5]
for e in exprs {
    let s = simplify(e)
    do {
        print(e, "=>", s, "=", try evaluate(s, env))
    } catch {
        print(e, "=>", s, "fails:", error)
    }
}
print(simplify(2 * 3 + 4) == 10, simplify("q" * 0), Expr.number(2.5))
