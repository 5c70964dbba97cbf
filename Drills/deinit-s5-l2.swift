@Observable final class Download {
  var progress = 0
  deinit { print("Download deinit") }
}

var download: Download? = Download()
withObservationTracking {
  _ = download?.progress
} onChange: {
  print("progress will change")
}
download?.progress = 9
print("after download?.progress = 9")
download = nil
print(download == nil ? "download is gone" : "download is here")
