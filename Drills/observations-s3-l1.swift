@Observable final class Profile {
  var followers = 10
  var posts = 3
}

let profile = Profile()
let values = Observations { profile.followers }
Task {
  for await value in values { print("loop sees \(value)") }
}
profile.followers = 14
try await Task.sleep(for: .milliseconds(10))
profile.followers = 14
try await Task.sleep(for: .milliseconds(10))
profile.followers = 14
try await Task.sleep(for: .milliseconds(10))
profile.followers = 14
try await Task.sleep(for: .milliseconds(10))
