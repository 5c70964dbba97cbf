// Seed: measured article — nested models (modern half): the room view reads room.player.volume and sees a change of the player.
import Observation

@MainActor
enum BodyCounter {
    static var counts: [String: Int] = [:]
    static func record(_ view: String) { counts[view, default: 0] += 1 }
    static func reset() { counts = [:] }
}

@MainActor
@Observable
final class ModernPlayer { var volume = 5 }

@MainActor
@Observable
final class ModernRoom { var player = ModernPlayer() }

struct ModernRoomView: View {
    var room: ModernRoom
    var body: some View {
        BodyCounter.record("modern room")
        return Text("Volume \(room.player.volume)")
    }
}

let modernRoom = ModernRoom()
let roomWindow = host(VStack {
    ModernRoomView(room: modernRoom)
})
settle()

BodyCounter.reset()
modernRoom.player.volume = 9
settle()
assert(BodyCounter.counts == ["modern room": 1])
print("after player.volume = 9: \(BodyCounter.counts)")

BodyCounter.reset()
let oldPlayer = modernRoom.player
modernRoom.player = ModernPlayer()
settle()
print("after replacing the player: \(BodyCounter.counts), volume \(modernRoom.player.volume)")

BodyCounter.reset()
oldPlayer.volume = 1
settle()
print("after writing the old player: \(BodyCounter.counts)")
withExtendedLifetime(roomWindow) {}
