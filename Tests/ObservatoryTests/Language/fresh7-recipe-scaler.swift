import Foundation

struct Ingredient: Comparable, CustomStringConvertible {
    enum Unit: String { case g, ml, piece }
    let name: String
    var amount: Double
    let unit: Unit

    static func < (a: Ingredient, b: Ingredient) -> Bool { a.name < b.name }

    var description: String {
        let shown = amount.rounded() == amount ? String(Int(amount)) : String(format: "%.1f", amount)
        return "\(shown)\(unit == .piece ? "×" : unit.rawValue) \(name)"
    }
}

struct Recipe {
    let title: String
    var servings: Int
    var ingredients: [Ingredient]

    func scaled(to n: Int) -> Recipe {
        let factor = Double(n) / Double(servings)
        var copy = self
        copy.servings = n
        copy.ingredients = ingredients.map {
            var i = $0
            i.amount *= factor
            if i.unit == .piece { i.amount = i.amount.rounded(.up) }
            return i
        }
        return copy
    }

    var shoppingList: String {
        ingredients.sorted().map(\.description).joined(separator: ", ")
    }
}

let pancakes = Recipe(
    title: "Pancakes", servings: 4,
    ingredients: [
        Ingredient(name: "flour", amount: 250, unit: .g),
        Ingredient(name: "milk", amount: 500, unit: .ml),
        Ingredient(name: "egg", amount: 2, unit: .piece),
        Ingredient(name: "sugar", amount: 15, unit: .g),
    ])

for n in [1, 3, 4, 10] {
    let r = pancakes.scaled(to: n)
    print("\(r.title) for \(r.servings): \(r.shoppingList)")
}
let heavy = pancakes.ingredients.filter { $0.unit != .piece && $0.amount > 100 }
print(heavy.map(\.name), pancakes.ingredients.min()!.name)
