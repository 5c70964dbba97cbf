// Idiom: reduce(0, +), reduce(into:), map/filter/compactMap/flatMap chains, and totals from an @Observable cart.
import Observation

@Observable final class Cart {
    var quantities = ["apple": 2, "pear": 0, "plum": 5]
    var prices = ["apple": 3, "pear": 4, "plum": 1]
    var total: Int {
        quantities.reduce(0) { sum, entry in sum + entry.value * (prices[entry.key] ?? 0) }
    }
}

let cart = Cart()
withObservationTracking {
    print("total \(cart.total)")
} onChange: {
    print("total readers invalidated")
}
cart.prices["plum"] = 2
print(cart.total)

let numbers = [1, 2, 3, 4, 5]
print(numbers.reduce(0, +), numbers.reduce(1, *), numbers.reduce("") { $0 + String($1) })
let evensAndOdds = numbers.reduce(into: [String: [Int]]()) { result, n in
    result[n % 2 == 0 ? "even" : "odd", default: []].append(n)
}
print(evensAndOdds.sorted { $0.key < $1.key })
print(["1", "x", "3"].compactMap { Int($0) }, [[1, 2], [3]].flatMap { $0 }, [[1], [2, 3]].joined().map { $0 * 10 })
print(numbers.map { $0 * $0 }.filter { $0 > 5 }.reduce(0, +))
let frequencies = "hello".reduce(into: [:]) { counts, c in counts[c, default: 0] += 1 }
print(frequencies.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
