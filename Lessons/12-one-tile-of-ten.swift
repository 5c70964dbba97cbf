//: # Lesson 12 · One tile out of ten, one row out of fifty
//: Coarse invalidation costs more as more views watch one object. A dashboard with ten tiles,
//: each showing one metric of a shared model: change one metric and count the bodies.

//: ## Ten tiles, both ways
@MainActor
final class LegacyDashboard: ObservableObject {
  @Published var metrics = Array(repeating: 0, count: 10)
}

@MainActor @Observable
final class MetricValue {
  var value = 0
}

@MainActor @Observable
final class ModernDashboard {
  let metrics = (0..<10).map { _ in MetricValue() }
}

struct LegacyTile: View {
  @ObservedObject var dashboard: LegacyDashboard
  let index: Int
  var body: some View { Text("\(dashboard.metrics[index])") }
}

struct ModernTile: View {
  var metric: MetricValue
  var body: some View { Text("\(metric.value)") }
}

let legacyDashboard = LegacyDashboard()
let modernDashboard = ModernDashboard()
host(HStack {
  VStack { ForEach(0..<10, id: \.self) { LegacyTile(dashboard: legacyDashboard, index: $0) } }
  VStack { ForEach(0..<10, id: \.self) { ModernTile(metric: modernDashboard.metrics[$0]) } }
})

//: ## Change tile 3
resetBodyCounts()
legacyDashboard.metrics[3] += 1
modernDashboard.metrics[3].value += 1
#predict("Which bodies run?", ["LegacyTile ×10", "ModernTile ×1", "both"], answer: 2)
//: The legacy array is one `@Published` property: writing one element is a write of the
//: property, which fires the object's `objectWillChange`, which invalidated all ten tiles. The
//: modern tile 3 alone read `metrics[3].value`.
settle()
#expect(bodyCounts == ["LegacyTile": 10, "ModernTile": 1])
#counts

//: ## Fifty rows
//: A field report found the same thing on a list screen: 50 rows backed by one shared view
//: model. Ticking one row's checkbox re-rendered all 50 rows with `@Published`, and only the
//: ticked row with `@Observable`. Here is that screen, both ways.
//:
//: The legacy list: one `ObservableObject` holds all rows as values; every row view holds the
//: whole model.
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
  var body: some View { Text("\(list.items[index].done ? "☑" : "☐") \(list.items[index].title)") }
}

//: The modern list: each row is its own `@Observable` object; a row view reads only its own row.
@MainActor @Observable
final class TodoItem {
  var title: String
  var done = false
  init(title: String) { self.title = title }
}

@MainActor @Observable
final class TodoList {
  var items = (0..<50).map { TodoItem(title: "Task \($0)") }
}

struct ModernRow: View {
  var item: TodoItem
  var body: some View { Text("\(item.done ? "☑" : "☐") \(item.title)") }
}

let legacyList = LegacyTodoList()
let modernList = TodoList()
host(HStack {
  VStack { ForEach(0..<50, id: \.self) { LegacyRow(list: legacyList, index: $0) } }
  VStack { ForEach(modernList.items, id: \.self) { ModernRow(item: $0) } }
})

//: ## Tick row 7
resetBodyCounts()
legacyList.items[7].done.toggle()
modernList.items[7].done.toggle()
#predict("How many row bodies run?", ["LegacyRow ×50, ModernRow ×1", "LegacyRow ×1, ModernRow ×1", "LegacyRow ×50, ModernRow ×50"], answer: 0)
settle()
#expect(bodyCounts == ["LegacyRow": 50, "ModernRow": 1])

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * One change of a shared `ObservableObject` re-runs every view that holds it: 10 of 10 tiles,
//:   50 of 50 rows. The cost grows with the number of views on the object.
//: * With `@Observable` only the view that read the changed property runs: 1.
