import Observation

@Observable
@MainActor
final class Counter {
  var value = 0
  var step = 1
  func bump() { value += step }
}

@MainActor
func run() async {
  let counter = Counter()
  let values = Observations { counter.value * 10 + counter.step }
  let consumer = Task { @MainActor in
    var seen: [Int] = []
    for await v in values {
      seen.append(v)
      print("observed", v)
      if seen.count == 4 { break }
    }
    return seen
  }
  await Task.yield()
  counter.bump()
  await Task.yield()
  counter.step = 5
  await Task.yield()
  counter.bump()
  await Task.yield()
  counter.bump()
  counter.bump()
  await Task.yield()
  let seen = await consumer.value
  print("seen", seen, "final", counter.value)
}

await run()
print("done")
