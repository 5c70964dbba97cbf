// A generic parameter shared by several arguments is one type at each call: when one argument
// is an Optional (a `String?` property, a key path to one), the others arrive wrapped too.
struct Profile {
  var nickname: String? = nil
  var age: Int = 30
}

struct Settings {
  var username: String? = nil
  var fontSize: Double = 14
  var profile = Profile()
  var tags: [String] = []
}

final class SettingsStore {
  private(set) var settings = Settings()
  private(set) var log: [String] = []

  func update<V: Equatable>(_ keyPath: WritableKeyPath<Settings, V>, to value: V) {
    let old = settings[keyPath: keyPath]
    guard old != value else {
      log.append("unchanged \(value)")
      return
    }
    settings[keyPath: keyPath] = value
    log.append("\(old) -> \(value)")
  }
}

func describeChange<T>(_ label: String, from old: T, to new: T) -> String {
  "\(label): \(old) => \(new)"
}

func pick<T>(_ first: T, or second: T, preferFirst: Bool) -> T {
  preferFirst ? first : second
}

let store = SettingsStore()
store.update(\.username, to: "ana")
store.update(\.username, to: "ana")
store.update(\.fontSize, to: 18)
store.update(\.profile.nickname, to: "annie")
store.update(\.profile.age, to: 31)
store.update(\.tags, to: ["swift"])
store.update(\.username, to: nil)
for line in store.log { print(line) }

let current: String? = store.settings.profile.nickname
print(describeChange("nickname", from: current, to: "A."))
print(describeChange("count", from: 1, to: 2))
let missing: Int? = nil
print(describeChange("limit", from: missing, to: 10))
print(pick(missing, or: 7, preferFirst: false) as Any)
print(pick("x", or: current, preferFirst: true) as Any)
let values = [pick(1, or: 2, preferFirst: true), pick(3, or: 4, preferFirst: false)]
print(values)
