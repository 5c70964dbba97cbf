// Streams whose element type comes from where they are made: a function's result type, a
// declaration, a property the stream is stored in. Swift names the static element type, not the
// type of what is yielded.
class Animal {
  let name: String
  init(name: String) { self.name = name }
}
final class Dog: Animal {}

func adoptions() -> AsyncStream<Animal> {
  AsyncStream { continuation in
    continuation.yield(Dog(name: "Rex"))
    continuation.finish()
  }
}

func batches(of size: Int, from items: [Int]) -> AsyncStream<[Int]> {
  return AsyncStream { continuation in
    var start = 0
    while start < items.count {
      continuation.yield(Array(items[start..<min(start + size, items.count)]))
      start += size
    }
    continuation.finish()
  }
}

final class SearchBox {
  let queries: AsyncStream<String?>
  private var input: AsyncStream<String?>.Continuation?

  init() {
    var captured: AsyncStream<String?>.Continuation?
    queries = AsyncStream { continuation in captured = continuation }
    input = captured
  }

  func type(_ text: String?) { input?.yield(text) }
  func close() { input?.finish() }
}

let pets = adoptions()
print(pets)
print(type(of: pets))
for await pet in pets { print("adopted", pet.name, type(of: pet)) }

let groups = batches(of: 2, from: [1, 2, 3, 4, 5])
print(groups)
for await group in groups { print("batch", group) }

let box = SearchBox()
print(box.queries)
box.type("swift")
box.type(nil)
box.close()
for await q in box.queries { print("query", q ?? "(cleared)") }

let scores: AsyncStream<[String: Int]> = AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
  continuation.onTermination = { reason in print("scores ended:", [reason]) }
  print(continuation.yield(["ada": 3]))
  continuation.finish()
}
print(scores)
for await s in scores { print("scores", s) }

let (ticks, tick) = AsyncStream.makeStream(of: [Double].self)
print(tick)
print(tick.yield([0.5]))
tick.finish()
for await t in ticks { print("tick", t) }
