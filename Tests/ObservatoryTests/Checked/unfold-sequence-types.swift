// Unfold sequences whose closures leave the element type to Swift's type checker, printed and
// named: a countdown, a ticket dispenser over a lesson type, and a word scanner.
struct Ticket {
    let number: Int
    let gate: String
}

let countdown = sequence(state: 3) { n in
    defer { n -= 1 }
    return n > 0 ? n : nil
}
print(countdown, type(of: countdown))
print(Array(countdown), [type(of: countdown.prefix(2))])

let gates = ["A", "B"]
var dispenser = sequence(state: (next: 100, served: 0)) { s in
    if s.served < 3 {
        defer {
            s.next += 1
            s.served += 1
        }
        return Ticket(number: s.next, gate: gates[s.served % gates.count])
    }
    return nil
}
print(type(of: dispenser))
if let first = dispenser.next() {
    print("serving", first.number, "at", first.gate)
}
print(dispenser)
print(dispenser.enumerated().map { "\($0.offset): \($0.element.number)" })

let scanner = sequence(state: "one two".split(separator: " ").map(String.init).makeIterator()) { words in
    words.next().map { $0.uppercased() }
}
print(scanner.dropFirst(), Array(scanner))
