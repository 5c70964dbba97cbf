//: # Exercise E2 · Hear a new player
//: The room's volume label must update when the volume changes *and* when the room gets a new
//: player. This tracking hears the first but not the second (lesson 2).
//:
//: TODO: change the tracking so that replacing `room.player` fires it too. Keep reading the
//: volume.
//: hint(when: heard.isEmpty): Nothing fired when the player was replaced: `room.player` is not among what the scope read. The player was looked up before the scope started, so that step of the path was never recorded.
//: hint: Every tracked property along an access path is recorded — but only the steps taken while the scope runs.

@Observable final class Player {
  var volume = 5
}

@Observable final class Room {
  var player = Player()
}

let room = Room()
nonisolated(unsafe) var heard: [String] = []
nonisolated(unsafe) var stage = "volume"

withObservationTracking {
  _ = room.player.volume
} onChange: {
  heard.append(stage)
}

//: ## The checks
stage = "new player"
room.player = Player()
#expect(heard == ["new player"])
