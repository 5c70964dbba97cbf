// A settings store whose overrides map a key to an optional value: a nil value means "cleared
// by the user", which is not the same as "no override".
struct Setting {
  let key: String
  let fallback: Int
}

final class Preferences {
  private var overrides: [String: Int?] = [:]
  let settings: [Setting]

  init(_ settings: [Setting]) { self.settings = settings }

  func set(_ key: String, to value: Int) { overrides[key] = value }
  func clear(_ key: String) {
    let none: Int? = nil
    overrides[key] = none
  }
  func reset(_ key: String) { overrides[key] = nil }
  @discardableResult func replace(_ key: String, with value: Int?) -> Int?? {
    overrides.updateValue(value, forKey: key)
  }

  func value(_ s: Setting) -> Int? {
    guard let o = overrides[s.key] else { return s.fallback }
    return o
  }

  func report() {
    for s in settings {
      print(s.key, overrides[s.key] as Any, value(s) as Any)
    }
    print(overrides.sorted { $0.key < $1.key })
  }
}

let prefs = Preferences([Setting(key: "fontSize", fallback: 12), Setting(key: "volume", fallback: 5), Setting(key: "zoom", fallback: 100)])
prefs.set("fontSize", to: 14)
prefs.clear("volume")
prefs.report()
print(prefs.replace("zoom", with: 150) as Any)
print(prefs.replace("zoom", with: nil) as Any)
prefs.reset("fontSize")
prefs.report()

var hits: [Int: Int?] = [:]
hits[1] = 10 * 2
hits.updateValue(3, forKey: 2)
hits[3] = hits[2]
hits[4] = hits[99]
print(hits.count, hits.sorted { $0.key < $1.key })
