@Observable final class Profile {
  var followers = 10
  var posts = 3
  var bio = "hi"
  var summary: String { "\(followers) and \(posts)" }
}

let profile = Profile()
withObservationTracking { _ = profile.summary } onChange: {
  print("summary will change")
}
withObservationTracking { _ = profile.bio } onChange: {
  print("bio will change")
}
profile.posts += 3
print("after profile.posts += 3")
profile.followers += 1
profile.followers = 13
print(profile.summary)
