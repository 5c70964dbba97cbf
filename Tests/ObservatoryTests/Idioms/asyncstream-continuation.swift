// Idiom: AsyncStream with a continuation — yield, finish, onTermination — consumed with for await.
import Observation

let numbers = AsyncStream<Int> { continuation in
    continuation.onTermination = { termination in
        print("stream terminated: \(termination)")
    }
    for i in 1...3 {
        continuation.yield(i * 10)
    }
    continuation.finish()
    continuation.yield(99)
}

var sum = 0
for await n in numbers {
    print("received \(n)")
    sum += n
}
print("sum \(sum)")

let words = AsyncStream(String.self) { continuation in
    ["a", "b"].forEach { continuation.yield($0) }
    continuation.finish()
}
var collected: [String] = []
for await w in words { collected.append(w) }
print(collected)

let buffered = AsyncStream<Int>(bufferingPolicy: .bufferingNewest(2)) { continuation in
    for i in 1...5 { continuation.yield(i) }
    continuation.finish()
}
var kept: [Int] = []
for await n in buffered { kept.append(n) }
print(kept)
