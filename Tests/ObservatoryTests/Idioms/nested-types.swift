// Idiom: nested types — an enum and a struct declared inside an @Observable class, referred to as Outer.Inner.
import Observation

@Observable final class Player {
    enum State: String {
        case stopped, playing, paused
    }

    struct Track: Equatable {
        let title: String
        let seconds: Int
    }

    var state = State.stopped
    var queue: [Track] = []

    func play(_ track: Track) {
        queue.append(track)
        state = .playing
    }
}

let player = Player()
withObservationTracking {
    print("state: \(player.state.rawValue)")
} onChange: {
    print("state will change")
}
player.play(Player.Track(title: "Intro", seconds: 90))
player.play(.init(title: "Outro", seconds: 60))
player.state = .paused
print(player.state, player.queue.map(\.title), player.queue.reduce(0) { $0 + $1.seconds })
let s: Player.State = .init(rawValue: "stopped")!
print(s, Player.State.playing)
print(player.queue[0])
