@Observable final class Profile {
  var followers = 10
  var posts = 3
}

let profile = Profile()
withObservationTracking {
  _ = profile.followers
} onChange: {
  MainActor.assumeIsolated {
    print("onChange sees \(profile.followers)")
  }
}
profile.followers = 12
profile.followers = 18
print("followers is \(profile.followers)")
