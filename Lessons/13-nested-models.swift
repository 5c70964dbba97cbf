//: # Lesson 13 · Nested models
//: A model that holds another model. With `ObservableObject`, a `@Published` property holding
//: a child object fires only when the *reference* is replaced; a change inside the child does
//: not reach the parent's `objectWillChange`. The view on the parent is not told — and the
//: screen goes stale. Observation tracks the path the body actually took.

//: ## A room with a player, both ways
@MainActor
final class LegacyPlayer: ObservableObject { @Published var volume = 5 }

@MainActor
final class LegacyRoom: ObservableObject { @Published var player = LegacyPlayer() }

@MainActor
@Observable
final class ModernPlayer { var volume = 5 }

@MainActor
@Observable
final class ModernRoom { var player = ModernPlayer() }

struct LegacyRoomView: View {
  @ObservedObject var room: LegacyRoom
  var body: some View {
    Text("Volume \(room.player.volume)")
  }
}

struct ModernRoomView: View {
  var room: ModernRoom
  var body: some View {
    Text("Volume \(room.player.volume)")
  }
}

//: The modern body reads `room.player` and then `player.volume`: two key paths are recorded.
let legacyRoom = LegacyRoom()
let modernRoom = ModernRoom()
host(VStack {
  LegacyRoomView(room: legacyRoom)
  ModernRoomView(room: modernRoom)
})
settle()
#screen

//: ## Turn the volume up
resetBodyCounts()
legacyRoom.player.volume = 9
modernRoom.player.volume = 9
#predict("Both players' volume is now 9. Which room views run?", ["LegacyRoomView", "ModernRoomView", "both", "neither"], answer: 1)
//: The legacy write fired the *player's* `objectWillChange`, which no view holds. The modern
//: write reached the room view's tracking through `player.volume`.
settle()
#expect(bodyCounts == ["ModernRoomView": 1])
#expect(bodyCounts["LegacyRoomView"] == nil)

//: The legacy view still says "Volume 5": its body never ran again.
#screen
#whynot("LegacyRoomView")
#why("ModernRoomView")
#graph

//: ## Replacing the player
resetBodyCounts()
legacyRoom.player = LegacyPlayer()
modernRoom.player = ModernPlayer()
#predict("Now both rooms get a new player. Which room views run?", ["LegacyRoomView", "ModernRoomView", "both", "neither"], answer: 2)
//: Assigning a new player *is* a write of the room's `@Published` property, so the legacy view
//: finally updates (and shows the new player's volume).
settle()
#expect(bodyCounts == ["LegacyRoomView": 1, "ModernRoomView": 1])
#screen

//: ## What to remember
//: * `@Published var child: SomeObservableObject` fires only when the reference changes.
//: * A legacy view needs its own `@ObservedObject` for the child, or hand-written forwarding.
//: * `@Observable` follows the access path: `room.player.volume` tracks both steps.
print(bodyCounts)
