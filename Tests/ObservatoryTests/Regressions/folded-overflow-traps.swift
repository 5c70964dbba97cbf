//: # A top-level constant that overflows traps where the program adds, after what it printed
//: The lesson never awaits, so it is synchronous Swift: swiftc keeps its `let`s as globals and does
//: not fold `limit + 1`. `observatory verify` once built it with an entry point of its own and a
//: final `await`, which made swiftc fold it and refuse the program ("results in an overflow").
import Observation

@Observable final class Meter {
  var reading = 0
}

let limit = Int.max
let meter = Meter()
withObservationTracking {
  _ = meter.reading
} onChange: {
  print("reading will change")
}
meter.reading = limit
print("reading", meter.reading)
print("next", limit + 1)
