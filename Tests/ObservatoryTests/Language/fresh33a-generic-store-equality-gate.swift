import Observation

// R7 in a generic @Observable store: the macro picks `==` for a property whose type is
// Equatable, also where the parameter is Equatable only through a protocol that inherits it
// (`Item: Entity`), through a `where` clause, or as an array or optional of it; an unconstrained
// parameter always notifies.
protocol Entity: Equatable {
    var id: Int { get }
    var label: String { get }
}

protocol Ranked: Comparable {}

struct Tag: Entity { let id: Int; var label: String }
struct Score: Ranked {
    var points: Int
    static func < (a: Score, b: Score) -> Bool { a.points < b.points }
}

@Observable
final class Store<Item: Entity> {
    var items: [Item] = []
    var selected: Item?
    func upsert(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i] = item } else { items.append(item) }
    }
}

@Observable
final class Leaderboard<S> where S: Ranked {
    var best: S
    var history: [S] = []
    init(best: S) { self.best = best }
}

@Observable
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

var fired: [String] = []
func watch(_ label: String, _ read: @escaping () -> Void) {
    withObservationTracking({ read() }, onChange: { fired.append(label) })
}

let tags = Store<Tag>()
tags.upsert(Tag(id: 1, label: "work"))
watch("selection") { _ = tags.selected }
tags.selected = nil
tags.selected = Tag(id: 1, label: "work")
watch("same selection") { _ = tags.selected }
tags.selected = Tag(id: 1, label: "work")
watch("items") { _ = tags.items }
tags.upsert(Tag(id: 1, label: "work"))
tags.items = tags.items
print(fired)
tags.upsert(Tag(id: 1, label: "home"))
print(fired)

let board = Leaderboard(best: Score(points: 10))
watch("best") { _ = board.best }
board.best = Score(points: 10)
board.history = []
watch("history") { _ = board.history }
board.history = []
print(fired)
board.best = max(board.best, Score(points: 12))
print(fired, board.best.points)

let box = Box(3)
watch("box") { _ = box.value }
box.value = 3
print(fired)
