enum Flag: String, CaseIterable {
  case newCheckout = "new_checkout"
  case darkMode = "dark_mode"
  case betaSearch = "beta_search"
}

struct FlagRule {
  let flag: Flag
  let rolloutPercent: Int
  let allowList: Set<String>
  func isOn(for user: String) -> Bool {
    if allowList.contains(user) { return true }
    let bucket = user.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 100 }
    return bucket < rolloutPercent
  }
}

final class FeatureFlags {
  private var rules: [Flag: FlagRule] = [:]
  private var overrides: [Flag: Bool] = [:]
  func add(_ rule: FlagRule) { rules[rule.flag] = rule }
  func override(_ flag: Flag, _ value: Bool?) { overrides[flag] = value }
  func isEnabled(_ flag: Flag, for user: String) -> Bool {
    if let forced = overrides[flag] { return forced }
    return rules[flag]?.isOn(for: user) ?? false
  }
  func report(for user: String) -> String {
    Flag.allCases.map { "\($0.rawValue)=\(isEnabled($0, for: user) ? "on" : "off")" }.joined(separator: " ")
  }
}

let flags = FeatureFlags()
flags.add(FlagRule(flag: .newCheckout, rolloutPercent: 50, allowList: ["qa"]))
flags.add(FlagRule(flag: .darkMode, rolloutPercent: 100, allowList: []))
for user in ["ana", "bob", "qa", "zoe"] { print(user, flags.report(for: user)) }
flags.override(.betaSearch, true)
flags.override(.darkMode, false)
print(flags.report(for: "ana"))
flags.override(.darkMode, nil)
print(flags.report(for: "ana"), Flag(rawValue: "dark_mode") == .darkMode, Flag(rawValue: "nope") as Any)
