//: Dashboard: 100,000 observable tiles built with `append`, each read once by a tracking; one
//: write fires one of them.
//: ops: 100000
import Observation

@Observable final class Tile {
  var value = 0
}

@Observable final class Dashboard {
  var tiles: [Tile] = []
}

final class Counter {
  var fired = 0
}

let dashboard = Dashboard()
let counter = Counter()
for _ in 0..<100_000 {
  dashboard.tiles.append(Tile())
}
for tile in dashboard.tiles {
  withObservationTracking {
    _ = tile.value
  } onChange: {
    counter.fired += 1
  }
}
dashboard.tiles[500].value = 1
print(dashboard.tiles.count, counter.fired)
