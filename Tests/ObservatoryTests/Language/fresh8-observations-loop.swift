import Observation

@Observable
final class UploadQueue {
    var pending: [String] = []
    var uploaded: [String] = []
    var failed: [String] = []
    var isPaused = false

    var status: String {
        if isPaused { return "paused (\(pending.count) waiting)" }
        if pending.isEmpty { return "idle, \(uploaded.count) done, \(failed.count) failed" }
        return "uploading \(pending[0]) (+\(pending.count - 1))"
    }

    func enqueue(_ files: String...) { pending.append(contentsOf: files) }

    func step() {
        guard !isPaused, !pending.isEmpty else { return }
        let file = pending.removeFirst()
        if file.hasSuffix(".exe") { failed.append(file) } else { uploaded.append(file) }
    }
}

let queue = UploadQueue()
let statusUpdates = Observations { queue.status }

let monitor = Task { @MainActor in
    var seen: [String] = []
    for await status in statusUpdates {
        seen.append(status)
        print("status:", status)
        if status.hasPrefix("idle") && seen.count > 1 { break }
    }
    return seen.count
}

func tick() async throws { try await Task.sleep(for: .milliseconds(50)) }

try await tick()
queue.enqueue("a.png", "b.exe", "c.txt")
try await tick()
queue.step()
try await tick()
queue.isPaused = true
queue.step()
try await tick()
queue.isPaused = false
queue.step()
queue.step()
try await tick()
print("monitor saw", await monitor.value, "updates")
print(queue.uploaded, queue.failed)
