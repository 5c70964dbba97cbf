struct SensorReading { let id: Int; let celsius: Double }

func sensor(count: Int) -> AsyncStream<SensorReading> {
  AsyncStream { continuation in
    Task {
      for i in 1...count {
        try? await Task.sleep(for: .milliseconds(10))
        continuation.yield(SensorReading(id: i, celsius: Double(i * 7 % 11) - 2.5))
      }
      continuation.finish()
    }
  }
}

let warm = sensor(count: 8)
  .filter { $0.celsius > 0 }
  .map { "#\($0.id) \($0.celsius * 9 / 5 + 32)°F" }
for await line in warm { print(line) }

let firstCold = await sensor(count: 8).first { $0.celsius < 0 }
print("first cold:", firstCold.map { "#\($0.id)" } ?? "none")
let total = await sensor(count: 5).reduce(0.0) { $0 + $1.celsius }
print("total:", total)
let anyHot = await sensor(count: 6).contains { $0.celsius > 7 }
print("any hot:", anyHot)
var prefixSeen: [Int] = []
for await r in sensor(count: 10).prefix(3) { prefixSeen.append(r.id) }
print(prefixSeen)
