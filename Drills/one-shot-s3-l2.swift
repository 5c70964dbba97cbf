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
download.retries += 3
print("after download.retries += 3")
other.progress += 1
other.retries += 3
print("progress is \(download.progress)")
