// AsyncStream: the build closure runs at once; yield buffers (unbounded by default); finish ends
// the stream after the buffered elements; yield results and buffering policies; onTermination
// runs once, at finish; a manual iterator; a stream of Void.
import Foundation
import Observation

print("before")
let numbers = AsyncStream<Int> { continuation in
    print("the build closure runs at once")
    continuation.onTermination = { termination in
        print("terminated: \(termination)")
    }
    for i in 1...3 {
        print(continuation.yield(i * 10))
    }
    continuation.finish()
    print(continuation.yield(99))
    continuation.finish()
}
print("after")
var sum = 0
for await n in numbers {
    print("received \(n)")
    sum += n
}
print("sum \(sum)")
for await n in numbers {
    print("again \(n)")
}
print("a finished stream stays finished")

let words = AsyncStream(String.self) { continuation in
    ["a", "b"].forEach { continuation.yield($0) }
    continuation.finish()
}
var collected: [String] = []
for await w in words { collected.append(w) }
print(collected)

let (newest, newestInput) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(2))
print(newestInput.yield(1), newestInput.yield(2), newestInput.yield(3))
newestInput.finish()
var kept: [Int] = []
for await n in newest { kept.append(n) }
print(kept)

let (oldest, oldestInput) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingOldest(1))
print(oldestInput.yield(1), oldestInput.yield(2))
oldestInput.finish()
print(oldestInput.yield(3), [oldestInput.yield(4)])
for await n in oldest { print("oldest", n) }

let (none, noneInput) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(0))
print(noneInput.yield("x"), [noneInput.yield("y")])
switch noneInput.yield("z") {
case .dropped(let s): print("dropped", s)
case .enqueued(let remaining): print("enqueued", remaining)
case .terminated: print("terminated")
}
let unbounded = AsyncStream<Int> { continuation in
    switch continuation.yield(1) {
    case .enqueued(let remaining): print("room for", remaining)
    default: print("not enqueued")
    }
}

let (replaced, replacedInput) = AsyncStream.makeStream(of: Int.self)
replacedInput.onTermination = { print("first handler", $0) }
replacedInput.onTermination = { termination in
    print("second handler", termination, [termination], termination == .finished, termination == .cancelled)
}
replacedInput.finish()
replacedInput.onTermination = { print("late handler", $0) }
print("a handler set after finish")
replacedInput.finish()

let (single, singleInput) = AsyncStream.makeStream(of: Int.self)
singleInput.yield(7)
singleInput.finish()
var iterator = single.makeAsyncIterator()
let first = await iterator.next()
let second = await iterator.next()
let third = await iterator.next()
print(first as Any, second as Any, third as Any)

let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
tick.yield()
tick.yield()
tick.finish()
var count = 0
for await _ in ticks { count += 1 }
print("ticks", count)
print(type(of: numbers), type(of: words))

let (dates, dateInput) = AsyncStream.makeStream(of: Date.self, bufferingPolicy: .unbounded)
let prices = AsyncStream(Decimal.self, bufferingPolicy: .bufferingOldest(1)) { continuation in
    print(continuation.yield(2.5), continuation.yield(3))
    continuation.finish()
}
for await p in prices { print("price", p) }
let (flags, flagInput) = AsyncStream<Bool>.makeStream()
let (ids, idInput) = AsyncStream<UUID>.makeStream(bufferingPolicy: .bufferingNewest(1))
print(idInput.yield(UUID()), flagInput.yield(true), dateInput.yield(Date(timeIntervalSince1970: 0)))
idInput.finish()
flagInput.finish()
dateInput.finish()
for await d in dates { print(d) }
for await f in flags { print(f) }
var idCount = 0
for await _ in ids { idCount += 1 }
print(idCount)
let more = [
    "\(AsyncStream.makeStream(of: Double.self).stream)", "\(AsyncStream.makeStream(of: Float.self).stream)",
    "\(AsyncStream.makeStream(of: Character.self).stream)", "\(AsyncStream.makeStream(of: Data.self).stream)",
    "\(AsyncStream.makeStream(of: URL.self).stream)", "\(AsyncStream.makeStream(of: UUID.self).stream)",
    "\(AsyncStream.makeStream(of: Bool.self).continuation)", "\(AsyncStream(Decimal.self) { _ in })",
]
print(more)
let (nothing, nothingInput) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(-1))
print(nothingInput.yield(1), nothingInput.yield(2))
nothingInput.finish()
for await x in nothing { print("never", x) }
let typed = AsyncStream<Int> { continuation in
    continuation.onTermination = { termination in print([termination]) }
    continuation.finish()
}
let (typedEmpty, _) = AsyncStream<String>.makeStream()
print(type(of: typed), type(of: typedEmpty), typedEmpty)
