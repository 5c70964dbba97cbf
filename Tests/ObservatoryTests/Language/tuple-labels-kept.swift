// A variable made from a labelled tuple keeps its labels when an unlabelled tuple is assigned to
// it, as its type says: `s = (s.next + 1, s.served + 1)` still has `next` and `served`.
func bounds(of xs: [Int]) -> (low: Int, high: Int) {
    (xs.min() ?? 0, xs.max() ?? 0)
}

var ticket = (next: 100, served: 0)
for customer in ["ana", "ben", "cy"] {
    ticket = (ticket.next + 1, ticket.served + 1)
    print(customer, "gets", ticket.next, "served so far", ticket.served)
}
print(ticket)

var range = bounds(of: [4, 9, 1])
print(range, range.high - range.low)
range = (0, 100)
print(range, range.low)
range.high = 50
print(range)

var best = (name: "", score: Int.min)
for (name, score) in [("x", 3), ("y", 7), ("z", 5)] where score > best.score {
    best = (name, score)
}
print(best, best.name)
let snapshot = best
print(snapshot.score, type(of: snapshot))
