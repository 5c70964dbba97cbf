@Observable final class Artwork { var style = "photo" }
@Observable final class Album {
  var title = "Blue"
  var cover = Artwork()
}

let album = Album()
withObservationTracking { _ = album.cover.style } onChange: {
  print("style path will change")
}
withObservationTracking { _ = album.title } onChange: {
  print("title will change")
}
album.title = "Red"
album.cover.style = "drawing"
print("after album.cover.style = \"drawing\"")
album.title = "Red"
print("done")
