// Integer literals that Swift types as Double from their context, in code written as people
// write it: the compiler check tells the playground which ones (SILFacts).
import Observation

struct Reading {
  var sensor: String
  var celsius: Double
}

@Observable
final class Thermostat {
  var readings: [Reading] = []
  var offsets: [String: Double] = ["hall": 0.5]
  var target: Double? = nil

  var average: Double {
    readings.isEmpty ? 0 : readings.map(\.celsius).reduce(0, +) / Double(readings.count)
  }
  var warmest: Double { readings.map(\.celsius).max() ?? 0 }

  func corrected(_ r: Reading) -> Double { r.celsius + (offsets[r.sensor] ?? 0) }
  func goal() -> Double { target ?? 20 }
}

let t = Thermostat()
withObservationTracking {
  print("average", t.average, "warmest", t.warmest, "goal", t.goal())
} onChange: {
  print("readings or target will change")
}
t.readings.append(Reading(sensor: "hall", celsius: 19))
t.readings.append(Reading(sensor: "kitchen", celsius: 22))
print(t.readings.map(t.corrected))
print(t.average, t.warmest, t.goal())

var totals: [String: Double] = [:]
for r in t.readings {
  totals[r.sensor, default: 0] += 0
  totals[r.sensor, default: 0] += r.celsius
}
print(totals.sorted { $0.key < $1.key })

let scale: (Int) -> Double = { _ in 1 }
let clamped = t.readings.map { $0.celsius > 20 ? $0.celsius : 0 }
let below = t.readings.first { $0.celsius < 0 }?.celsius ?? -1
print(scale(3), clamped, below)
t.target = 21
print(t.goal(), t.offsets["garage"] ?? 0)
