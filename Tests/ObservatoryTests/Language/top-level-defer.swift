import Observation

@Observable
final class ImportJob {
    var processed = 0
    var failures: [String] = []
    var isFinished = false
}

final class Connection {
    let host: String
    init(host: String) {
        self.host = host
        print("open \(host)")
    }
    deinit { print("close \(host)") }
}

let job = ImportJob()
var events: [String] = []

defer {
    print("summary: \(job.processed) processed, \(job.failures.count) failed")
    print("events:", events.joined(separator: ", "))
}

func watch() {
    withObservationTracking {
        _ = job.processed
    } onChange: {
        print("processed is about to change")
    }
}

watch()
let shared = Connection(host: "db.local")
defer { print("still connected to \(shared.host)") }

func importRow(_ row: String) throws {
    struct BadRow: Error { let row: String }
    if row.isEmpty { throw BadRow(row: row) }
    job.processed += 1
}

for row in ["a,1", "", "b,2", "c,3"] {
    do {
        try importRow(row)
        watch()
    } catch {
        job.failures.append("row \(job.processed + job.failures.count + 1)")
    }
}

do {
    let temp = Connection(host: "cache.local")
    defer { print("leaving scope with \(temp.host)") }
    events.append("used \(temp.host)")
}

Task { @MainActor in
    job.isFinished = true
    events.append("task ran")
}
await Task.yield()
Task { @MainActor in
    print("this task never runs: the program exits first")
}
print("last statement, finished:", job.isFinished)
