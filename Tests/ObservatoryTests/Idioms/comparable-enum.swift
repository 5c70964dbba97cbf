// Idiom: synthesized Comparable on an enum (case order), sorted(), max(), and sorting an @Observable task list by priority.
import Observation

enum Priority: Comparable {
    case low, medium, high
}

struct Job: Identifiable {
    let id: Int
    let title: String
    let priority: Priority
}

@Observable final class Board {
    var tasks: [Job] = [
        Job(id: 1, title: "email", priority: .low),
        Job(id: 2, title: "deploy", priority: .high),
        Job(id: 3, title: "review", priority: .medium),
    ]
}

print(Priority.low < .high, [Priority.high, .low, .medium].sorted(), [Priority.low, .medium].max()!)

let board = Board()
withObservationTracking {
    print("first: \(board.tasks.first!.title)")
} onChange: {
    print("tasks will be reordered")
}
board.tasks.sort { $0.priority > $1.priority }
print(board.tasks.map(\.title))
print(board.tasks.min { $0.priority < $1.priority }!.title)
