@Observable final class Download {
  var progress = 0
  var retries = 0
}

let download = Download()
let other = Download()
withObservationTracking {
  _ = download.progress
  _ = other.retries
} onChange: {
  print("onChange runs")
}
other.retries += 2
download.progress = 2
print("after download.progress = 2")
other.progress = 7
print("progress is \(download.progress)")
