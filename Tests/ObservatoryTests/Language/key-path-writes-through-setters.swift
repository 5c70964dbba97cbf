// Writes through key paths into an @Observable model: Swift's key path reaches a tracked property
// through its getter and setter, never its `_modify`, so an in-place change that leaves the value
// equal (`+= 0`, sorting a sorted array, an inout that changes nothing) notifies nobody (R7's
// gate), where the same change written directly always notifies (R8).
import Observation

struct Address: Equatable {
  var street: String
  var city: String
}

@Observable final class Profile {
  var name = "Ada"
  var age = 36
  var tags = ["math", "poetry"]
  var address = Address(street: "1 Sq", city: "London")
  var score = 0 {
    didSet { print("  score didSet \(oldValue) -> \(score)") }
  }
}

struct Editor<Value> {
  let label: String
  let path: ReferenceWritableKeyPath<Profile, Value>

  func edit(_ profile: Profile, _ change: (inout Value) -> Void) {
    change(&profile[keyPath: path])
  }
}

let profile = Profile()

func watch(_ label: String) {
  withObservationTracking {
    _ = (profile.name, profile.age, profile.tags, profile.address, profile.score)
  } onChange: {
    print("  observer \(label) fired")
  }
}

print("1. += 0 through a key path")
watch("1")
profile[keyPath: \.age] += 0
print("2. sorting a sorted array through a key path")
profile[keyPath: \Profile.tags].sort()
print("3. an inout through a key path that changes nothing")
Editor(label: "name", path: \.name).edit(profile) { if $0.isEmpty { $0 = "anonymous" } }
print("4. a struct member through a key path, same city")
profile[keyPath: \.address.city] = "London"
print("5. same score: the gate skips the registrar, not didSet")
profile[keyPath: \.score] += 0
print("6. a real change through a key path")
Editor(label: "tags", path: \.tags).edit(profile) { $0.append("engines") }
print("   tags:", profile.tags)

print("7. += 0 written directly enters _modify")
watch("7")
profile.age += 0
print("8. a different city through a key path")
watch("8")
let city: ReferenceWritableKeyPath<Profile, String> = \.address.city
profile[keyPath: city] = "Paris"
print("   address:", profile.address.city)

print("9. a key path in a generic helper")
func bump<Root: AnyObject>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Int>, by n: Int) {
  root[keyPath: path] += n
}
watch("9")
bump(profile, \.score, by: 0)
bump(profile, \.age, by: 1)
print("   age:", profile.age, "score:", profile.score)
