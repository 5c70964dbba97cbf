import Foundation
import Observation

enum Category: String, CaseIterable, Comparable {
  case rent, food, travel, fun

  static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}

struct Expense: CustomStringConvertible {
  var title: String
  var amount: Double
  var category: Category

  var description: String { "\(title) (\(category.rawValue)): \(amount)" }
}

@Observable
final class Budget {
  var limit: Double
  var expenses: [Expense] = []

  init(limit: Double) { self.limit = limit }

  var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
  var remaining: Double { limit - spent }
  var byCategory: [Category: Double] {
    expenses.reduce(into: [:]) { totals, e in totals[e.category, default: 0] += e.amount }
  }
}

let budget = Budget(limit: 1000)

func watchRemaining() {
  withObservationTracking {
    print("remaining now", budget.remaining)
  } onChange: {
    print("remaining will change (limit \(budget.limit), \(budget.expenses.count) expenses)")
  }
}

watchRemaining()
budget.expenses.append(Expense(title: "Flat", amount: 650, category: .rent))
watchRemaining()
budget.expenses.append(Expense(title: "Pizza", amount: 18.5, category: .food))
budget.expenses.append(Expense(title: "Train", amount: 42.25, category: .travel))
watchRemaining()
budget.limit = 900

for category in Category.allCases.sorted() {
  let total = budget.byCategory[category] ?? 0
  print(category, String(format: "%.2f", total))
}
print(budget.expenses)
print(budget.expenses.map(\.amount).max() ?? 0, budget.spent / Double(budget.expenses.count))
let cheap = budget.expenses.filter { $0.amount < 50 }.map { $0.title.uppercased() }
print(cheap, cheap.isEmpty)
print(Category(rawValue: "fun") as Any, Category(rawValue: "tax") as Any)
