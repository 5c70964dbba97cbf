// Screens report analytics through a protocol with defaults. A subclass that declares the same
// member does not override the default its superclass's conformance uses.
protocol Trackable {
  var screenName: String { get }
  func track(_ event: String) -> String
}

extension Trackable {
  var screenName: String { "Unnamed" }
  func track(_ event: String) -> String { "\(screenName): \(event) \(suffix())" }
  func suffix() -> String { "[default]" }
  func summary() -> String { "summary of \(screenName) \(suffix())" }
}

class Screen: Trackable {
  let id: Int
  init(id: Int) { self.id = id }
  func open() -> String { track("open") }
}

class SettingsScreen: Screen {
  var screenName: String { "Settings" }
  func track(_ event: String) -> String { "settings tracks \(event)" }
  func suffix() -> String { "[settings]" }
}

final class ProfileScreen: SettingsScreen {}

struct Banner: Trackable {
  var screenName: String { "Banner" }
  func suffix() -> String { "[banner]" }
}

func report<T: Trackable>(_ item: T) -> String { item.track("report") }
func reportAny(_ item: any Trackable) -> String { item.track("any") + " / " + item.screenName }

let settings = SettingsScreen(id: 1)
let asScreen: Screen = SettingsScreen(id: 2)
let asTrackable: any Trackable = SettingsScreen(id: 3)
print(settings.track("tap"), "|", settings.screenName)
print(asScreen.track("tap"), "|", asScreen.screenName)
print(asTrackable.track("tap"), "|", asTrackable.screenName)
print(report(settings))
print(reportAny(settings))
print(settings.open())
print(settings.summary())
print(ProfileScreen(id: 4).track("swipe"), "|", report(ProfileScreen(id: 5)))
print(Banner().track("show"), "|", Banner().summary(), "|", reportAny(Banner()))
let screens: [Trackable] = [Screen(id: 6), SettingsScreen(id: 7), Banner()]
print(screens.map { $0.track("list") })
print(screens.map(\.screenName))
