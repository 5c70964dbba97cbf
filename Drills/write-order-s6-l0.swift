@Observable final class Download {
  var progress = 0 {
    willSet { print("willSet") }
    didSet { print("didSet") }
  }
}

let download = Download()
withObservationTracking { _ = download.progress } onChange: {
  print("onChange")
}
download.progress = 4
print("after the write")
