@Observable final class Profile {
  var followers = 10
}

let profile = Profile()
@MainActor func render() {
  let value = withObservationTracking { profile.followers } onChange: {
    MainActor.assumeIsolated { render() }
  }
  print("render sees \(value)")
}
render()
profile.followers = 11
profile.followers = 16
profile.followers = 20
