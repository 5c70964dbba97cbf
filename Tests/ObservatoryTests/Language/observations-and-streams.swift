import Observation

// Observations loops, AsyncStream, task cancellation, as people write them
@Observable final class Player {
  var score = 0
  var lives = 3
  var name = "p1"
}
let player = Player()
let scores = Observations { player.score }
let task = Task {
  for await s in scores {
    print("score", s)
    if s >= 30 { break }
  }
  print("loop done")
}
try await Task.sleep(for: .milliseconds(10))
for k in 1...3 {
  player.score += 10
  try await Task.sleep(for: .milliseconds(10))
}
await task.value

let (stream, continuation) = AsyncStream<Int>.makeStream()
let consumer = Task {
  var total = 0
  for await v in stream { total += v; print("got", v) }
  return total
}
for v in [1, 2, 3] { continuation.yield(v) }
continuation.finish()
print("total", await consumer.value)

let status = Observations { "\(player.name): \(player.lives)" }
let t2 = Task { @MainActor in
  var seen = 0
  for await s in status {
    print(s)
    seen += 1
    if seen == 3 { return }
  }
}
try await Task.sleep(for: .milliseconds(5))
player.lives -= 1
player.name = "p2"
try await Task.sleep(for: .milliseconds(5))
player.lives -= 1
await t2.value
print("end", player.lives)

let ticker = Task {
  var n = 0
  while !Task.isCancelled {
    n += 1
    try? await Task.sleep(for: .milliseconds(100))
  }
  return n
}
try await Task.sleep(for: .milliseconds(350))
ticker.cancel()
print("ticks", await ticker.value)
