//: # Lesson 7 · Fifty rows
//: A field report: a list screen with 50 rows backed by one shared view model. Ticking one
//: row's checkbox re-rendered all 50 rows with `@Published`, and only the ticked row with
//: `@Observable`. Here is that screen, both ways.

//: ## The legacy list
//: One `ObservableObject` holds all rows as values; every row view holds the whole model.
struct LegacyItem {
  var title: String
  var done = false
}

@MainActor
final class LegacyTodoList: ObservableObject {
  @Published var items = (0..<50).map { LegacyItem(title: "Task \($0)") }
}

struct LegacyRow: View {
  @ObservedObject var list: LegacyTodoList
  let index: Int
  var body: some View {
    Text("\(list.items[index].done ? "☑" : "☐") \(list.items[index].title)")
  }
}

//: ## The modern list
//: Each row is its own `@Observable` object; a row view reads only its own row.
@MainActor
@Observable
final class TodoItem {
  var title: String
  var done = false
  init(title: String) { self.title = title }
}

@MainActor
@Observable
final class TodoList {
  var items = (0..<50).map { TodoItem(title: "Task \($0)") }
}

struct ModernRow: View {
  var item: TodoItem
  var body: some View {
    Text("\(item.done ? "☑" : "☐") \(item.title)")
  }
}

let legacyList = LegacyTodoList()
let modernList = TodoList()
host(VStack {
  ForEach(0..<50, id: \.self) { LegacyRow(list: legacyList, index: $0) }
})
host(VStack {
  ForEach(modernList.items, id: \.self) { ModernRow(item: $0) }
})
settle()

//: ## Tick row 7
resetBodyCounts()
legacyList.items[7].done.toggle()
modernList.items[7].done.toggle()
settle()
#expect(bodyCounts == ["LegacyRow": 50, "ModernRow": 1])
#counts

//: ## What to remember
//: * One shared `ObservableObject`: every change re-runs every row (50).
//: * Per-row `@Observable` objects: a change re-runs the row that read it (1).
print(bodyCounts)
