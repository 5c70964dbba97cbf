// A settings form validated with typed throws, a precondition-style helper with autoclosures,
// and class-level defaults that subclasses extend through super.
enum SettingsError: Error, CustomStringConvertible {
  case outOfRange(String, ClosedRange<Int>)
  case missing(String)
  var description: String {
    switch self {
    case .outOfRange(let f, let r): return "\(f) must be in \(r)"
    case .missing(let f): return "\(f) is missing"
    }
  }
}

func ensure(_ ok: @autoclosure () -> Bool, else error: @autoclosure () -> SettingsError) throws(SettingsError) {
  if !ok() { throw error() }
}

class Settings {
  class var defaults: [String: Int] { ["volume": 5, "brightness": 70] }
  class func describe() -> String { "Settings with \(defaults.count) keys" }
  var values: [String: Int]
  required init() { values = Self.defaults }

  func validate() throws(SettingsError) {
    guard let v = values["volume"] else { throw .missing("volume") }
    try ensure((0...10).contains(v), else: .outOfRange("volume", 0...10))
  }
}

final class ProSettings: Settings {
  override class var defaults: [String: Int] { super.defaults.merging(["bitrate": 320]) { a, _ in a } }
  override class func describe() -> String { "Pro " + super.describe() }
  override func validate() throws(SettingsError) {
    try super.validate()
    let rate = values["bitrate"] ?? 0
    try ensure(rate >= 128, else: .outOfRange("bitrate", 128...320))
  }
}

for s in [Settings(), ProSettings()] {
  print(type(of: s).describe(), s.values.keys.sorted())
  for change in [("volume", 11), ("bitrate", 64), ("volume", 3)] {
    s.values[change.0] = change.1
    do throws(SettingsError) {
      try s.validate()
      print("  \(change.0)=\(change.1) ok")
    } catch {
      print("  \(change.0)=\(change.1) rejected:", error)
    }
  }
}
let empty = Settings()
empty.values = [:]
do { try empty.validate() } catch { print(error) }
