// Idiom: AsyncStream.makeStream(of:) — a producer task yields model changes seen by withObservationTracking, a consumer loop prints them.
import Observation

@Observable final class Thermometer {
    var celsius = 20
}

let thermometer = Thermometer()
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

func observe() {
    withObservationTracking {
        _ = thermometer.celsius
    } onChange: {
        Task { @MainActor in
            continuation.yield(thermometer.celsius)
            observe()
        }
    }
}
observe()

let consumer = Task { @MainActor () -> [Int] in
    var seen: [Int] = []
    for await value in stream {
        seen.append(value)
    }
    return seen
}

for reading in [21, 22, 25] {
    thermometer.celsius = reading
    try? await Task.sleep(for: .milliseconds(20))
}
continuation.finish()
print(await consumer.value)
