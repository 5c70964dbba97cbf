// Idiom: Synchronization.Mutex — withLock { $0 += 1 }, returning values from withLock, a Mutex of an array fed from onChange.
import Observation
import Synchronization

let hits = Mutex(0)
for _ in 0..<5 {
    hits.withLock { $0 += 1 }
}
print(hits.withLock { $0 })

let doubled = hits.withLock { value -> Int in
    value *= 2
    return value
}
print(doubled)

@Observable final class Sensor {
    var reading = 0
}

let sensor = Sensor()
let log = Mutex<[String]>([])

func arm() {
    withObservationTracking {
        _ = sensor.reading
    } onChange: {
        log.withLock { $0.append("reading changed") }
    }
}
arm()
sensor.reading = 1
arm()
sensor.reading = 2
sensor.reading = 3
print(log.withLock { $0 }, log.withLock { $0.count })

final class Stats: Sendable {
    let total = Mutex(0)
    func add(_ n: Int) { total.withLock { $0 += n } }
}
let stats = Stats()
[3, 4, 5].forEach(stats.add)
print(stats.total.withLock { $0 })
