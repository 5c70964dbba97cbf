//: # Exercise E8 · Update the room
//: The room view shows its player's volume, but turning the volume up leaves it showing 5: the
//: view holds the room, and the volume belongs to the player (lesson 13).
//:
//: TODO: make `RoomView` run again when the player's volume changes — exactly once — and show
//: the new volume. Change the declarations only.
//: hint(when: bodyCounts["RoomView"] == nil): The view did not run: the write fired the player's `objectWillChange`, and no view listens to the player.
//: hint(when: (bodyCounts["RoomView"] ?? 0) > 1): The view ran more than once for one change: it is invalidated twice, through two routes.
//: hint: With `@Observable`, a body is invalidated by every property it read along the path, whichever object holds it.

@MainActor
final class Player: ObservableObject {
  @Published var volume = 5
}

@MainActor
final class Room: ObservableObject {
  @Published var player = Player()
}

struct RoomView: View {
  @ObservedObject var room: Room
  var body: some View {
    Text("Volume \(room.player.volume)")
  }
}

let room = Room()
host(RoomView(room: room))

//: ## The check
resetBodyCounts()
room.player.volume = 9
settle()
#expect(bodyCounts == ["RoomView": 1])
#screen
