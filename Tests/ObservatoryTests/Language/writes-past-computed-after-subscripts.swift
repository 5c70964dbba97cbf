// Writes and mutating calls that go on past a subscript and a computed property, into a class
// instance it returns (`board.columns[0].head.done = true`, `columns[0].firstOpen?.toggle()`), of a
// property whose type is not written: Swift reads `columns` (its getter runs once), notifies
// nothing, and a struct behind a computed property is got, changed and set.
import Observation

// A board of sections, each holding its cards (classes) behind computed properties.
final class Card {
    var title: String
    var done = false
    init(_ title: String) { self.title = title }
    func toggle() { done.toggle() }
    func rename(_ t: String) { title = t }
}

struct Tag {
    var label: String
    mutating func shout() { label = label.uppercased() }
}

struct Column {
    var name: String
    var cards: [Card]
    var tags: [Tag] = [Tag(label: "new")]
    var firstOpen: Card? {
        print("  get firstOpen of \(name)")
        return cards.first { !$0.done }
    }
    var head: Card {
        get { print("  get head of \(name)"); return cards[0] }
        set { print("  set head of \(name)"); cards[0] = newValue }
    }
    var mainTag: Tag {
        get { print("  get mainTag of \(name)"); return tags[0] }
        set { print("  set mainTag of \(name)"); tags[0] = newValue }
    }
}

@Observable
final class Board {
    var columns = [Column(name: "todo", cards: [Card("write"), Card("test")]),
                   Column(name: "done", cards: [Card("plan")])]
    var byName = ["inbox": Column(name: "inbox", cards: [Card("mail")])]
}

let board = Board()
func watch(_ label: String) {
    withObservationTracking {
        _ = board.columns.count
        _ = board.byName.count
    } onChange: {
        print("  onChange (\(label))")
    }
}

watch("head")
print("head.done = true")
board.columns[0].head.done = true

print("firstOpen?.toggle()")
board.columns[0].firstOpen?.toggle()

print("firstOpen?.rename")
board.columns[1].firstOpen?.rename("plan v2")

print("byName[inbox]?.head.done")
board.byName["inbox"]?.head.done = true

print("mainTag.shout() (a struct: get, mutate, set)")
board.columns[1].mainTag.shout()
watch("after")
print("columns[1].firstOpen?.toggle() once more")
board.columns[1].firstOpen?.toggle()
print("columns[0].firstOpen?.toggle() on an empty result")
board.columns[0].firstOpen?.toggle()

for c in board.columns {
    print(c.name, c.cards.map { "\($0.title):\($0.done)" }, c.tags.map(\.label))
}
print(board.byName["inbox"]!.cards.map(\.done))

// Through an array's first and last, a dictionary's subscript, and on past the instance a getter
// returns: each getter runs once, and nothing of the board is notified.
watch("ends")
print("columns.last?.firstOpen?.toggle()")
board.columns.last?.firstOpen?.toggle()
print("columns.first!.head.toggle()")
board.columns.first!.head.toggle()
print("byName[inbox]?.head.toggle()")
board.byName["inbox"]?.head.toggle()
print("byName[inbox]!.firstOpen?.rename")
board.byName["inbox"]!.firstOpen?.rename("post")
print("columns[1].head.done.toggle()")
board.columns[1].head.done.toggle()
print(board.columns.map { $0.cards.map { "\($0.title):\($0.done)" } }, board.byName["inbox"]!.cards.map(\.title))
