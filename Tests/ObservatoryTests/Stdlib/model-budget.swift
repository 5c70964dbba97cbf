// Model code: a budget summed and grouped by an enum category.
import Foundation
import Observation
enum Category: String, CaseIterable, Comparable {
  case food, rent, fun
  static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Expense { let amount: Double; let category: Category; let note: String }
@Observable final class Budget {
  var expenses: [Expense] = []
  var limit = 1000.0
  var total: Double { expenses.reduce(0) { $0 + $1.amount } }
  var byCategory: [Category: Double] { expenses.reduce(into: [:]) { $0[$1.category, default: 0] += $1.amount } }
  var remaining: Double { max(0, limit - total) }
}
let b = Budget()
b.expenses += [Expense(amount: 12.5, category: .food, note: "lunch"), Expense(amount: 800, category: .rent, note: "May"), Expense(amount: 42.25, category: .fun, note: "cinema"), Expense(amount: 7.75, category: .food, note: "coffee")]
print(b.total, b.remaining, b.byCategory.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" })
print(Category.allCases, Category.allCases.map(\.rawValue), Category(rawValue: "fun") as Any, Category(rawValue: "x") as Any)
print(b.expenses.map(\.amount).max() ?? 0, b.expenses.min { $0.amount < $1.amount }?.note ?? "", b.expenses.map { Int($0.amount.rounded()) })
let avg = b.total / Double(b.expenses.count)
print(avg, (avg * 100).rounded() / 100, String(format: "%.2f", avg), Int(avg), avg.rounded(.down))
print(b.expenses.filter { $0.category == .food }.map(\.note), b.expenses.contains { $0.amount > 500 })
let notes = b.expenses.map(\.note).sorted(by: >)
print(notes, notes.first!.uppercased(), notes.map { $0.count }.reduce(0, +))
var histogram = [Int](repeating: 0, count: 3)
for e in b.expenses { histogram[Category.allCases.firstIndex(of: e.category)!] += 1 }
print(histogram, histogram.enumerated().max { $0.element < $1.element }!.offset)
print(Set(b.expenses.map(\.category)).count, Set(b.expenses.map(\.category)) == Set(Category.allCases))
let pct = b.byCategory.mapValues { ($0 / b.total * 1000).rounded() / 10 }
print(pct[.rent] ?? 0, pct[.food] ?? 0)
print(stride(from: 0.0, through: b.limit, by: 250).map { Int($0) }, Array(1...3).map(String.init).joined(separator: ","))
print(b.expenses.sorted { $0.category < $1.category }.map(\.category.rawValue))
print(b.expenses.prefix(2).map(\.note), b.expenses.suffix(1).first?.note ?? "", b.expenses.dropFirst(3).count)
