// The Swift project's tests of `Observations` (test/stdlib/Observation/Observations.swift),
// ported to a standalone program: each check prints what it found. (The suite's typed-throws
// check is left out: the playground runs `throws(E)` closures only once issue 28 lands.)
import Observation

@Observable final class Meter {
  var reading: Int = 0
  var unit: String = "test"
}

func check(_ name: String, _ value: Bool) {
  print(value ? "ok  " : "FAIL", name)
}

// Basic element emission
do {
  let meter = Meter()
  let readings = Observations<Int, Never> { meter.reading }
  var iterator = readings.makeAsyncIterator()
  let first = await iterator.next()
  check("the first element is the current value", first == 0)
  Task {
    await Task.yield()
    meter.reading = 42
  }
  let second = await iterator.next()
  check("the next element follows a change", second == 42)
}

// Multiple property tracking
do {
  let meter = Meter()
  let labels = Observations<String, Never> { "\(meter.unit):\(meter.reading)" }
  var iterator = labels.makeAsyncIterator()
  let first = await iterator.next()
  check("two properties in one element", first == "test:0")
  Task {
    await Task.yield()
    meter.unit = "updated"
    meter.reading = 100
  }
  let second = await iterator.next()
  check("both changes in the next element", second == "updated:100")
}

// Concurrent observers
do {
  let meter = Meter()
  let readings = Observations<Int, Never> { meter.reading }
  let first = Task {
    var iterator = readings.makeAsyncIterator()
    var values: [Int] = []
    for _ in 0..<3 {
      if let value = await iterator.next() { values.append(value) }
    }
    return values
  }
  let second = Task {
    var iterator = readings.makeAsyncIterator()
    var values: [Int] = []
    for _ in 0..<3 {
      if let value = await iterator.next() { values.append(value) }
    }
    return values
  }
  let writer = Task {
    await Task.yield()
    meter.reading = 100
    await Task.yield()
    meter.reading = 200
  }
  let (a, b) = await (first.value, second.value)
  await writer.value
  check("each iterator gets three elements", a.count == 3 && b.count == 3)
  check("each starts at the initial value", a[0] == 0 && b[0] == 0)
}

// Task cancellation behavior
do {
  let meter = Meter()
  let readings = Observations<Int, Never> { meter.reading }
  let task = Task {
    var iterator = readings.makeAsyncIterator()
    var values: [Int] = []
    if let value = await iterator.next() { values.append(value) }
    if let value = await iterator.next() { values.append(value) }
    return values
  }
  await Task.yield()
  task.cancel()
  let result = await task.value
  check("a cancelled iteration ends after the initial value", result == [0])
}

// Rapid successive changes
do {
  let meter = Meter()
  let readings = Observations<Int, Never> { meter.reading }
  var iterator = readings.makeAsyncIterator()
  let first = await iterator.next()
  check("the initial value", first == 0)
  Task {
    await Task.yield()
    for i in 1...5 { meter.reading = i }
  }
  let second = await iterator.next()
  check("rapid changes arrive as the last one", second == 5)
}

// Empty sequence behavior
do {
  let nothing = Observations<Int, Never>.untilFinished { .finish }
  var iterator = nothing.makeAsyncIterator()
  let result = await iterator.next()
  check("a sequence that finishes at once has no element", result == nil)
}
