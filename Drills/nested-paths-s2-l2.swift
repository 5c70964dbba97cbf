@Observable final class Artwork { var style = "photo" }
@Observable final class Album {
  var title = "Blue"
  var cover = Artwork()
}

let album = Album()
let first = album.cover
withObservationTracking { _ = album.cover.style } onChange: {
  print("style path will change")
}
withObservationTracking { _ = album.title } onChange: {
  print("title will change")
}
album.cover = Artwork()
album.cover = Artwork()
print("after album.cover = Artwork()")
album.cover.style = "drawing"
print("done")
