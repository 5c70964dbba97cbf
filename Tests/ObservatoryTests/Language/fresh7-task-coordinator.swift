import Observation

@MainActor
@Observable
final class SyncCoordinator {
    var progress: [String: Int] = [:]
    var finished: [String] = []
    var failures = 0

    func sync(_ names: [String]) async {
        await withTaskGroup(of: (String, Bool).self) { group in
            for (i, name) in names.enumerated() {
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(10 * (names.count - i)))
                    return (name, !name.hasPrefix("x"))
                }
            }
            for await (name, ok) in group {
                if ok {
                    finished.append(name)
                    progress[name] = 100
                } else {
                    failures += 1
                    progress[name] = -1
                }
            }
        }
    }
}

let coordinator = SyncCoordinator()
withObservationTracking {
    _ = coordinator.finished
} onChange: {
    print("finished list will change")
}
await coordinator.sync(["mail", "xcal", "photos", "notes"])
print(coordinator.finished, coordinator.failures)
print(coordinator.progress.keys.sorted().map { "\($0)=\(coordinator.progress[$0]!)" })

func fetchAll(_ ids: [Int]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for id in ids {
            group.addTask {
                try await Task.sleep(for: .milliseconds(id))
                if id == 0 { throw CancellationError() }
                return id * 2
            }
        }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out
    }
}
print(try await fetchAll([30, 10, 20]))
do {
    _ = try await fetchAll([5, 0, 7])
} catch {
    print("group failed:", error is CancellationError)
}
