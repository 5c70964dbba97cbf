//: Tiles kept in an array with `append` at the top level: 100,000 observable tiles, each
//: made, appended and observed by one tracking.
//: ops: 100000
import Observation

@Observable final class Tile {
  var value = 0
  var title = "tile"
}

var tiles: [Tile] = []
for _ in 0..<100_000 {
  let tile = Tile()
  tiles.append(tile)
  withObservationTracking {
    _ = tile.value
  } onChange: {}
}
print(tiles.count)
