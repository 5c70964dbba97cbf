@Observable final class Profile {
  var followers = 10
  var bio = "hi"
}

let profile = Profile()
withObservationTracking {
  _ = profile.followers
} onChange: {
  print("followers will change")
}
profile.followers = 10
print("wrote profile.followers = 10")
profile.followers = 10
print("wrote profile.followers = 10")
profile.followers += 0
print("wrote profile.followers += 0")
