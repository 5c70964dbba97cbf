@Observable final class Profile {
  var followers = 10
  var posts = 3
}

let profile = Profile()
withObservationTracking {
  _ = profile.followers
  _ = profile.posts
} onChange: {
  print("onChange runs")
}
profile.followers = 15
print("after profile.followers = 15")
profile.posts += 1
profile.followers = 23
print("followers is \(profile.followers)")
