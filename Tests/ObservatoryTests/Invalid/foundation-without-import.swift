import Observation

// Foundation's names and members, used without importing it: Swift refuses each.
@Observable
final class Profile {
  var name = "ada lovelace"
  var joined = Date()
}

let profile = Profile()
print(profile.name.capitalized)
print(String(format: "%.2f", 3.14159))
let words = profile.name.components(separatedBy: " ")
print(words.count)
