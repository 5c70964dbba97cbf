import Foundation
import Observation

enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, normal, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["", "low", "normal", "high"][rawValue] }
}

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var tags: [String]
    var priority: Priority
    var done = false
}

enum ImportError: Error, CustomStringConvertible {
    case badLine(Int, String)
    case unknownPriority(String)
    var description: String {
        switch self {
        case let .badLine(n, text): return "line \(n): '\(text)'"
        case .unknownPriority(let p): return "unknown priority \(p)"
        }
    }
}

@Observable
final class TodoStore {
    private(set) var items: [Todo] = []
    var filter: String? = nil
    private var nextID = 1

    var visible: [Todo] {
        guard let filter else { return items }
        return items.filter { $0.tags.contains(filter) }
    }

    func importLines(_ text: String) -> [ImportError] {
        var errors: [ImportError] = []
        for (n, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, !fields[0].isEmpty else {
                errors.append(.badLine(n + 1, String(line)))
                continue
            }
            guard let p = Priority.allCases.first(where: { $0.description == fields[2] }) else {
                errors.append(.unknownPriority(fields[2]))
                continue
            }
            let tags = fields[1].split(separator: ",").map(String.init)
            items.append(Todo(id: nextID, title: fields[0], tags: tags, priority: p))
            nextID += 1
        }
        return errors
    }

    func complete(_ id: Todo.ID) {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return }
        items[i].done = true
    }
}

let store = TodoStore()
func watch() {
    withObservationTracking {
        let open = store.visible.filter { !$0.done }
        print("[view] \(open.count) open:", open.map(\.title).joined(separator: ", "))
    } onChange: {
        print("[view] invalidated")
        Task { @MainActor in watch() }
    }
}
watch()

let errors = store.importLines("""
Buy milk | home,errand | normal
Fix login bug | work | high
 | work | low
Call mom | home | urgent
Write report | work,writing | low
""")
for e in errors { print("skipped:", e) }
try await Task.sleep(for: .milliseconds(1))

store.filter = "work"
try await Task.sleep(for: .milliseconds(1))
store.complete(2)
try await Task.sleep(for: .milliseconds(1))

let byPriority = Dictionary(grouping: store.items, by: \.priority)
for p in Priority.allCases.sorted(by: >) {
    let titles = byPriority[p, default: []].map(\.title)
    print(p, titles)
}
let words = store.items.flatMap { $0.title.split(separator: " ") }
print(words.count, words.map { $0.count }.max() ?? 0, words.sorted().prefix(3))
