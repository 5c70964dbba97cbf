@Observable final class Profile {
  var followers = 10
  @ObservationIgnored var posts = 3
}

let profile = Profile()
withObservationTracking { _ = profile.posts } onChange: {
  print("posts will change")
}
withObservationTracking { _ = profile.followers } onChange: {
  print("followers will change")
}
profile.posts = 9
profile.followers = 17
print("after profile.followers = 17")
profile.followers = 21
print("posts is \(profile.posts)")
