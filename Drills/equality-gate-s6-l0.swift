@Observable final class Download {
  var progress = 0
  var file = "photo.png"
}

let download = Download()
withObservationTracking {
  _ = download.progress
} onChange: {
  print("progress will change")
}
download.progress = 0
print("wrote download.progress = 0")
download.progress = 1
print("wrote download.progress = 1")
