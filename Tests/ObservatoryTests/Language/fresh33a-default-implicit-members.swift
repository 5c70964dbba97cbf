import Observation

// `dict[key, default: .idle]` of a dictionary keyed by Int: the default is a case of the value
// type (Swift's `Phase.idle`), never a static member of the key type.
enum Phase: Equatable {
    case idle, running(Int), failed(String)
}
enum Priority: Int, Comparable {
    case low = 1, normal, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

@Observable
final class JobBoard {
    var phases: [Int: Phase] = [:]
    var priorities: [Int: Priority] = [2: .high]
    var retries: [Int: Int] = [:]

    func phase(_ id: Int) -> Phase { phases[id, default: .idle] }

    func start(_ id: Int) {
        if case .running(let n) = phases[id, default: .idle] {
            phases[id] = .running(n + 1)
        } else {
            phases[id] = .running(1)
        }
    }

    func fail(_ id: Int, _ why: String) {
        phases[id, default: .failed("unknown")] = .failed(why)
        retries[id, default: 0] += 1
    }
}

let board = JobBoard()
var changes = 0
withObservationTracking {
    _ = board.phase(7)
} onChange: {
    changes += 1
}
print(board.phase(7), board.priorities[1, default: .low], board.priorities[2, default: .low])
print([board.phases[3, default: .failed("none")]], board.priorities[9, default: .normal] < .high)
board.start(7)
board.start(7)
board.fail(8, "timeout")
print(board.phase(7), board.phase(8), board.retries, changes)
let sorted = [1, 2, 3].sorted { board.priorities[$0, default: .normal] > board.priorities[$1, default: .normal] }
print(sorted, "\(board.phases[5, default: .running(0)])")
