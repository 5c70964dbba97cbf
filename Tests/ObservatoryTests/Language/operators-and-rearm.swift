import Foundation
import Observation
@Observable final class Settings {
  var username = ""
  var isLoggedIn = false
  var theme: Theme = .system
  var displayName: String { username.isEmpty ? "Anonymous" : username }
  func logOut() {
    isLoggedIn = false
    username = ""
  }
}
enum Theme: String, CaseIterable, Identifiable {
  case light, dark, system
  var id: String { rawValue }
}
let settings = Settings()
func observeChanges(to settings: Settings) {
  withObservationTracking {
    _ = settings.username
    _ = settings.theme
  } onChange: {
    print("Settings changed")
    Task { @MainActor in observeChanges(to: settings) }
  }
}
observeChanges(to: settings)
settings.username = "ada"
try? await Task.sleep(for: .milliseconds(1))
settings.theme = .dark
try? await Task.sleep(for: .milliseconds(1))
settings.isLoggedIn = true
print(settings.displayName, Theme.allCases.map(\.id), settings.theme.rawValue)
settings.logOut()
try? await Task.sleep(for: .milliseconds(1))
print(settings.displayName)
struct Money: Comparable, CustomStringConvertible {
  var cents: Int
  static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  var description: String { String(format: "$%d.%02d", cents / 100, cents % 100) }
}
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(prices.sorted(), prices.max()!, prices.reduce(Money(cents: 0), +))
print(prices.min() ?? Money(cents: 0), prices.sorted(by: >).first!)
extension Array where Element == Money {
  var total: Money { reduce(Money(cents: 0), +) }
}
print(prices.total)
