// Idiom: a Set of Hashable structs on an @Observable model — toggling membership, counting, filtering; inserting an existing member still notifies.
import Observation

struct Seat: Hashable, Comparable {
    let row: Int
    let number: Int
    static func < (l: Seat, r: Seat) -> Bool { (l.row, l.number) < (r.row, r.number) }
}

@Observable final class Booking {
    var reserved: Set<Seat> = []
    var customer = ""

    func toggle(_ seat: Seat) {
        if reserved.contains(seat) { reserved.remove(seat) } else { reserved.insert(seat) }
    }
}

let booking = Booking()
withObservationTracking {
    print("reserved: \(booking.reserved.count)")
} onChange: {
    print("reservation will change")
}
booking.customer = "Ada"
booking.toggle(Seat(row: 2, number: 5))
booking.toggle(Seat(row: 1, number: 3))
booking.toggle(Seat(row: 2, number: 5))
print(booking.reserved.sorted().map { "\($0.row)-\($0.number)" })
print(booking.reserved.filter { $0.row == 1 }.count, booking.reserved.contains(Seat(row: 1, number: 3)))
withObservationTracking {
    _ = booking.reserved
} onChange: {
    print("insert of an existing seat notifies")
}
let (inserted, _) = booking.reserved.insert(Seat(row: 1, number: 3))
print("inserted: \(inserted), count \(booking.reserved.count)")
