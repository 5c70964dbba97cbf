// A settings screen keeps each field's key path to describe it in a debug log; Swift prints a key
// path by its names where each component is a stored property it reaches directly (a struct's, a
// class's `let`, a final class's `var`), and the computed ones are only applied.
import Observation

struct Address {
    var city: String
    var zip: String
}

struct Profile {
    var name: String
    private(set) var visits = 0
    var address: Address
    var nickname: String?
    var display: String { nickname ?? name }
}

final class Account {
    var profile = Profile(name: "Ada", address: Address(city: "Paris", zip: "75001"), nickname: nil)
    let id = 42
}

class Session {
    let started = 9
    var active = true
}

@Observable final class Preferences {
    var theme = "dark"
    @ObservationIgnored var cacheSize = 64
    let version = 3
}

struct Field<Value> {
    let title: String
    let path: Value
}

print(\Profile.name, \Profile.visits, \Profile.address.city)
print(\Account.profile.address.zip, \Account.id, \Session.started)
print(\Preferences.cacheSize, \Preferences.version, \Profile.self)
print([\Profile.name, \Profile.address.zip])
let nick = \Profile.nickname!
print(nick, "\(\Account.profile.name)")
debugPrint(\Profile.address)

let fields = [
    Field(title: "Name", path: \Profile.name),
    Field(title: "City", path: \Profile.address.city),
]
for f in fields { print(f.title, f.path) }

// Computed, observed and overridable properties are applied, never printed.
let display = Field(title: "Shown as", path: \Profile.display)
let active = \Session.active
let theme = \Preferences.theme
var people = [
    Profile(name: "Grace", address: Address(city: "Arlington", zip: "22201"), nickname: "Amazing"),
    Profile(name: "Linus", address: Address(city: "Portland", zip: "97201")),
]
print(display.title, people.map(\.display), people.map { $0[keyPath: display.path] })
print(Session()[keyPath: active], Preferences()[keyPath: theme])
people[1][keyPath: \Profile.address.city] = "Helsinki"
print(people.map(\.address.city), people.filter(\.nickname.isNil).count)

extension Optional {
    var isNil: Bool { self == nil }
}
