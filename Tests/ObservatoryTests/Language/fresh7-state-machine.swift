import Observation

enum PlayerState: Equatable, CustomStringConvertible {
    case stopped
    case playing(track: String, at: Int)
    case paused(track: String, at: Int)
    case buffering(track: String)

    var description: String {
        switch self {
        case .stopped: "⏹"
        case let .playing(t, at): "▶ \(t)@\(at)"
        case let .paused(t, at): "⏸ \(t)@\(at)"
        case .buffering(let t): "… \(t)"
        }
    }
}

enum PlayerEvent {
    case play(String), pause, resume, tick(Int), stop, loaded
}

@Observable
final class Player {
    private(set) var state: PlayerState = .stopped
    private(set) var rejected: [String] = []

    func send(_ event: PlayerEvent) {
        switch (state, event) {
        case (_, .play(let track)):
            state = .buffering(track: track)
        case (.buffering(let t), .loaded):
            state = .playing(track: t, at: 0)
        case let (.playing(t, at), .tick(n)):
            state = .playing(track: t, at: at + n)
        case let (.playing(t, at), .pause):
            state = .paused(track: t, at: at)
        case let (.paused(t, at), .resume):
            state = .playing(track: t, at: at)
        case (.stopped, .stop):
            rejected.append("already stopped")
        case (_, .stop):
            state = .stopped
        default:
            rejected.append("\(event) in \(state)")
        }
    }
}

let player = Player()
var renders = 0
func render() {
    withObservationTracking {
        renders += 1
        print("render \(renders): \(player.state)")
    } onChange: {
        Task { @MainActor in render() }
    }
}
render()
for e: PlayerEvent in [.play("intro"), .tick(3), .loaded, .tick(5), .pause, .tick(1), .resume, .tick(2), .stop, .stop] {
    player.send(e)
    await Task.yield()
}
print(player.rejected)
print(renders)
