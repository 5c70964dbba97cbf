@Observable final class Download {
  var progress = 0
  var retries = 0
}

let download = Download()
withObservationTracking {
  _ = download.progress
} onChange: {
  print("progress will change")
}
download.progress = 2
print("after download.progress = 2")
download.retries = 7
print("progress is \(download.progress)")
