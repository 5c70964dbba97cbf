// Idiom: Task { } and await task.value, Task.sleep(for:), sequential awaits, cancellation with Task.isCancelled and checkCancellation.
import Observation

@Observable final class Downloader {
    var progress = 0
    var log: [String] = []

    func download(steps: Int) async -> Int {
        for step in 1...steps {
            try? await Task.sleep(for: .milliseconds(10))
            progress = step * 100 / steps
        }
        log.append("downloaded \(steps) steps")
        return steps
    }
}

let downloader = Downloader()
withObservationTracking {
    _ = downloader.progress
} onChange: {
    print("progress will change from \(downloader.progress)")
}
let task = Task { await downloader.download(steps: 4) }
let result = await task.value
print("result \(result), progress \(downloader.progress)")

let cancelled = Task { () -> String in
    do {
        try await Task.sleep(for: .seconds(5))
        return "finished"
    } catch {
        return "cancelled: \(error is CancellationError)"
    }
}
cancelled.cancel()
print(await cancelled.value)

let checker = Task {
    try Task.checkCancellation()
    return Task.isCancelled
}
print(try await checker.value)
print(downloader.log)
