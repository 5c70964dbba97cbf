//: # Lesson 2 · Reads along a path
//: A read such as `room.player.volume` goes through several objects, and every tracked property
//: on the way is recorded. This is what lets Observation follow nested models — and what makes
//: an array of objects different from an array of values.

//: ## Nested objects: one read, two key paths
//: `room.player.volume` reads `room.player` and then `player.volume`. Both are recorded, so
//: the scope reacts to a new volume *and* to a new player.
@Observable final class Player {
  var volume = 5
  var name = "p"
}
@Observable final class Room {
  var player = Player()
  var title = "Living room"
}
let room = Room()
nonisolated(unsafe) var roomLog: [String] = []
withObservationTracking {
  _ = room.player.volume
} onChange: {
  roomLog.append("volume reader")
}
room.title = "Kitchen"
room.player.name = "speaker"
#expect(roomLog.isEmpty)
#graph(room)
room.player.volume = 6
#expect(roomLog == ["volume reader"])

//: The same scope again, and this time the player object itself is replaced.
withObservationTracking {
  _ = room.player.volume
} onChange: {
  roomLog.append("volume reader (2)")
}
#predict("The scope read room.player.volume. Does room.player = Player() fire it?", ["yes: it read room.player on the way", "no: the volume did not change"], answer: 0)
room.player = Player()
#expect(roomLog == ["volume reader", "volume reader (2)"])

//: ## Arrays of observable objects
//: An array property holds references. Reading `shelf.items[0].count` records `items` on the
//: shelf and `count` on the first element. Writing through `shelf.items[1]` changes the second
//: element's property; the array itself (a list of references) is untouched.
@Observable final class Item {
  var count = 0
}
@Observable final class Shelf {
  var items = [Item(), Item()]
}
let shelf = Shelf()
nonisolated(unsafe) var shelfLog: [String] = []
withObservationTracking {
  _ = shelf.items[0].count
} onChange: {
  shelfLog.append("first-item reader")
}
#predict("The scope read shelf.items[0].count. Does shelf.items[1].count = 3 fire it?", ["yes: items changed", "no: only the second item changed"], answer: 1)
shelf.items[1].count = 3
#expect(shelfLog.isEmpty)
shelf.items[0].count = 1
#expect(shelfLog == ["first-item reader"])

//: Appending is a write to `items` itself, which every reader of `items` sees.
withObservationTracking {
  _ = shelf.items.count
} onChange: {
  shelfLog.append("count reader")
}
shelf.items.append(Item())
#expect(shelfLog == ["first-item reader", "count reader"])

//: ## What to remember
//: * Every tracked property along an access path is recorded: a new player fires too.
//: * A write to an element object's property is not a write of the array that holds it.
//: * Appending to the array is a write of the array property.
print("room: \(roomLog), shelf: \(shelfLog)")
