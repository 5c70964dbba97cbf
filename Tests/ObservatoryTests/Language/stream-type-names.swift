// A progress reporter bridged to an AsyncStream, logging what it made along the way: each part's
// type prints by its own name (`Iterator`, `Continuation`, `YieldResult`), and inside a
// collection with its stream's full name (`Swift.AsyncStream<Swift.Int>.Iterator`).
struct ProgressEvent: CustomStringConvertible {
  let percent: Int
  var description: String { "\(percent)%" }
}

final class Reporter {
  private var continuation: AsyncStream<ProgressEvent>.Continuation?
  private(set) var log: [String] = []

  func events() -> AsyncStream<ProgressEvent> {
    AsyncStream { continuation in
      self.continuation = continuation
      self.log.append("made \(type(of: continuation))")
      continuation.onTermination = { termination in
        print("terminated:", termination, type(of: termination), [termination])
      }
    }
  }

  func report(_ percent: Int) {
    guard let continuation else { return }
    let result = continuation.yield(ProgressEvent(percent: percent))
    log.append("\(type(of: result)): \(result)")
  }

  func finish() { continuation?.finish() }
}

let reporter = Reporter()
let stream = reporter.events()
print(type(of: stream), [type(of: stream)])
print(stream)
print([stream])

for p in [25, 50, 100] { reporter.report(p) }
reporter.finish()

var iterator = stream.makeAsyncIterator()
print(type(of: iterator), [type(of: iterator)])
var seen: [ProgressEvent] = []
while let event = await iterator.next() { seen.append(event) }
print(seen)
for line in reporter.log { print(line) }

let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
print(type(of: numbers), type(of: feed), [type(of: feed)])
print([feed.yield(1)], type(of: feed.yield(2)))
feed.finish()
var total = 0
for await n in numbers { total += n }
print("total", total)
