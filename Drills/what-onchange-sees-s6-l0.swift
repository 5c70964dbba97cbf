@Observable final class Download {
  var progress = 0
  var retries = 0
}

let download = Download()
withObservationTracking {
  _ = download.progress
} onChange: {
  MainActor.assumeIsolated {
    print("onChange sees \(download.progress)")
  }
}
download.progress = 7
print("progress is \(download.progress)")
