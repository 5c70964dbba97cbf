struct Ingredient: CustomStringConvertible {
  let name: String
  let amount: Double
  let unit: String
  func scaled(_ f: Double) -> Ingredient { Ingredient(name: name, amount: amount * f, unit: unit) }
  var description: String {
    let rounded = (amount * 100).rounded() / 100
    let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(text) \(unit) \(name)"
  }
}

struct Recipe {
  let title: String
  let servings: Int
  var ingredients: [Ingredient]
  func forServings(_ n: Int) -> Recipe {
    let f = Double(n) / Double(servings)
    return Recipe(title: title, servings: n, ingredients: ingredients.map { $0.scaled(f) })
  }
  var shoppingList: [String: Double] {
    ingredients.reduce(into: [:]) { $0[$1.unit, default: 0] += $1.amount }
  }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
  Ingredient(name: "flour", amount: 250, unit: "g"), Ingredient(name: "milk", amount: 0.5, unit: "l"),
  Ingredient(name: "eggs", amount: 2, unit: "pc"), Ingredient(name: "sugar", amount: 30, unit: "g"),
])
for n in [1, 6] {
  let r = pancakes.forServings(n)
  print(r.servings, r.ingredients)
}
print(pancakes.shoppingList.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
print(pancakes.forServings(3).ingredients.first { $0.unit == "pc" }!)
