// Idiom: methods added in an extension of an @Observable class (mutating tracked state) and of a struct (mutating func).
import Observation

@Observable final class Counter {
    var count = 0
    var history: [Int] = []
}

extension Counter {
    func increment(by step: Int = 1) {
        count += step
        history.append(count)
    }

    func reset() {
        count = 0
    }
}

struct Score {
    var points = 0
}

extension Score {
    mutating func add(_ bonus: Int) { points += bonus }
    func doubled() -> Score { Score(points: points * 2) }
}

let counter = Counter()
withObservationTracking {
    _ = counter.count
} onChange: {
    print("count will change from \(counter.count)")
}
counter.increment()
counter.increment(by: 5)
print(counter.count, counter.history)
counter.reset()

var score = Score()
score.add(3)
score.add(4)
print(score.points, score.doubled().points)
