// Cancelling a task that already finished still marks it cancelled; a task cancelled while it
// sleeps wakes with CancellationError; a never-cancelled task reports false.
struct Report { var lines: [String] = [] }

func work(_ name: String, steps: Int) async throws -> Int {
  var done = 0
  for _ in 0..<steps {
    try await Task.sleep(for: .milliseconds(10))
    done += 1
  }
  print(name, "finished after", done)
  return done
}

let quick = Task { try await work("quick", steps: 1) }
let slow = Task { try await work("slow", steps: 50) }
let idle = Task { 42 }

let q = try await quick.value
quick.cancel()
slow.cancel()
var report = Report()
do {
  _ = try await slow.value
  report.lines.append("slow returned")
} catch is CancellationError {
  report.lines.append("slow cancelled")
}
report.lines.append("quick: \(q) cancelled=\(quick.isCancelled)")
report.lines.append("slow cancelled=\(slow.isCancelled)")
report.lines.append("idle: \(await idle.value) cancelled=\(idle.isCancelled)")
print(report.lines.joined(separator: "\n"))
