@Observable final class Download {
  var progress = 0
}

let download = Download()
@MainActor func render() {
  let value = withObservationTracking { download.progress } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
download.progress = 4
download.progress = 10
