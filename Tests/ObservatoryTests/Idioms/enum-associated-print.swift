// Idiom: printing enums with associated values — alone, in arrays, in optionals, with String(describing:) and interpolation.
enum Command {
    case move(x: Int, y: Int)
    case say(String)
    case wait(Double)
    case stop
}

let commands: [Command] = [.move(x: 1, y: -2), .say("hi"), .wait(0.5), .stop]
for c in commands { print(c) }
print(commands)
print(Optional(Command.say("it's")))
print("interpolated: \(Command.move(x: 0, y: 0))")
print(String(describing: Command.wait(2)), String(reflecting: Command.stop))
let dict: [String: Command] = ["go": .move(x: 3, y: 4)]
print(dict)

indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case .add(let a, let b): return eval(a) + eval(b)
    case .mul(let a, let b): return eval(a) * eval(b)
    }
}
let expr = Expr.add(.number(2), .mul(.number(3), .number(4)))
print(eval(expr))
print(expr)
