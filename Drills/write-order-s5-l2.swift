@Observable final class Profile {
  var followers = 10 {
    willSet { print("willSet \(newValue)") }
    didSet { print("didSet \(followers)") }
  }
}

let profile = Profile()
withObservationTracking { _ = profile.followers } onChange: {
  print("onChange")
}
profile.followers = 10
profile.followers = 18
print("after the write")
