// Idiom: `while let` draining a queue (popLast/removeFirst), an iterator's next(), and repeat-while.
import Observation

@Observable final class Queue {
    var jobs: [String] = ["a", "b", "c"]
}

let queue = Queue()
var fired = 0
withObservationTracking {
    _ = queue.jobs
} onChange: {
    fired += 1
}
while let job = queue.jobs.popLast() {
    print("running \(job)")
}
print("onChange fired \(fired) time(s), jobs left: \(queue.jobs)")

var iterator = [10, 20, 30].makeIterator()
while let n = iterator.next() {
    print(n)
}

var countdown = 3
repeat {
    print("countdown \(countdown)")
    countdown -= 1
} while countdown > 0

var lines = ["x", "y"]
while !lines.isEmpty {
    let line = lines.removeFirst()
    print("line \(line)")
}
