@Observable final class Profile {
  var followers = 10
  deinit { print("Profile deinit") }
}

var profile: Profile? = Profile()
withObservationTracking {
  _ = profile?.followers
} onChange: {
  print("followers will change")
}
profile = nil
print(profile == nil ? "profile is gone" : "profile is here")
