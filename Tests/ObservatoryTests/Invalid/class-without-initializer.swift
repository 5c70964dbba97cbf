import Observation

@Observable class Profile {
  var name: String
  var age = 0
}

let p = Profile()
try? await Task.sleep(for: .milliseconds(10))
