// Idiom: static stored properties as counters, static factory methods, and static constants on an @Observable class.
import Observation

@Observable final class Ticket {
    static var issued = 0
    static let prefix = "T-"
    static func next() -> Ticket {
        issued += 1
        return Ticket(number: issued)
    }

    let number: Int
    var isUsed = false
    var code: String { Ticket.prefix + String(number) }

    init(number: Int) { self.number = number }
}

let a = Ticket.next()
let b = Ticket.next()
print(a.code, b.code, Ticket.issued)
withObservationTracking {
    print("watching \(b.code), used: \(b.isUsed)")
} onChange: {
    print("ticket \(b.code) will be used")
}
a.isUsed = true
b.isUsed = true
Ticket.issued = 100
print(Ticket.next().code)
