struct Progress: CustomStringConvertible {
  let done: Int
  let total: Int
  var fraction: Double { Double(done) / Double(total) }
  var description: String { "\(done)/\(total) (\(Int(fraction * 100))%)" }
}

func download(files: [String]) -> AsyncStream<Progress> {
  AsyncStream { continuation in
    let task = Task {
      for (i, file) in files.enumerated() {
        try? await Task.sleep(for: .milliseconds(50 * file.count))
        if Task.isCancelled { break }
        continuation.yield(Progress(done: i + 1, total: files.count))
      }
      continuation.finish()
    }
    continuation.onTermination = { reason in
      print("stream ended:", reason)
      task.cancel()
    }
  }
}

for await p in download(files: ["a.txt", "bb.bin", "c"]) {
  print(p)
}
var seen = 0
for await p in download(files: ["x", "y", "z", "w"]) {
  seen += 1
  print("partial", p)
  if p.fraction >= 0.5 { break }
}
print("stopped after", seen)
try? await Task.sleep(for: .milliseconds(100))
let all = await download(files: ["1", "22"]).reduce(0) { $0 + $1.done }
print("sum of steps", all)
