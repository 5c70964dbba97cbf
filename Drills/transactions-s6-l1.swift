@Observable final class Profile {
  var followers = 10
  var posts = 3
}

let profile = Profile()
let values = Observations { profile.followers + profile.posts }
Task {
  for await value in values { print("loop sees \(value)") }
}
try await Task.sleep(for: .milliseconds(10))
profile.posts = 9
profile.posts = 10
try await Task.sleep(for: .milliseconds(10))
profile.posts = 19
try await Task.sleep(for: .milliseconds(10))
