//: Memory: 100,000 observable tiles held in an array, each observed by one tracking.
//: ops: 100000
import Observation

@Observable final class Tile {
  var value = 0
  var title = "tile"
}

let tiles = (0..<100_000).map { _ in Tile() }
for tile in tiles {
  withObservationTracking {
    _ = tile.value
  } onChange: {}
}
print(tiles.count)
