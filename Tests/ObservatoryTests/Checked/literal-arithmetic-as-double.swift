// Literal arithmetic takes its type from its context: in a Double context 3 / 2 is 1.5.
struct Recipe {
    var servings: Double = 4
    let flourCups: Double = 9 / 4
    func scaled(to people: Double) -> Double { flourCups * people / servings }
}

let half: Double = 1 / 2
let third = 1.0 / 3
let r = Recipe()
print(half, r.flourCups, r.scaled(to: 2))

func celsius(_ f: Double) -> Double { (f - 32) * (5 / 9) }
print(celsius(212), celsius(32), celsius(-40))

let weights: [Double] = [1 / 4, 3 / 4, 5 / 2]
print(weights, weights.reduce(0, +))

let average: () -> Double = { (7 + 8) / 2 }
print(average(), -(7 / 2) * 2.0, 7 / 2, third > 0.3)

let progress = Task { () -> Double in 3 / 4 }
print(await progress.value)

var budget = 10.0
budget += 1 / 2
budget -= 3 / 4 * 2
let rounded = Double(7 / 2) + 1 / 2 + 0.0
print(budget, rounded, 7 / 2 + 1)
