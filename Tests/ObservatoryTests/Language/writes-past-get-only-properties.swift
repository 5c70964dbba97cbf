// Writes that go on past a get-only computed property, as SwiftUI-style code makes them: a
// binding made on demand (`form.name.value = ...` of a `let`), one returned by a static member,
// and a get-only property that hands out a class instance (`settings.current.volume += 1`).
struct TextBinding {
  let get: () -> String
  let set: (String) -> Void
  var value: String {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

struct NumberBinding {
  let get: () -> Int
  let set: (Int) -> Void
  var value: Int {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

final class Profile {
  var name = "anonymous" { didSet { print("  profile.name: \(oldValue) -> \(name)") } }
  var age = 0
}

struct Form {
  let profile: Profile
  var name: TextBinding {
    print("  making the name binding")
    return TextBinding(get: { self.profile.name }, set: { self.profile.name = $0 })
  }
  var age: NumberBinding { NumberBinding(get: { self.profile.age }, set: { self.profile.age = $0 }) }
}

let form = Form(profile: Profile())
form.name.value = "Ada"
form.age.value += 36
print(form.profile.name, form.profile.age, form.name.value)

final class Audio { var volume = 3 }
struct Settings {
  private let audio = Audio()
  var current: Audio { audio }
}
var settings = Settings() {
  didSet { print("  settings changed") }
}
settings.current.volume += 1
print(settings.current.volume)

struct Toggle {
  static let shared = Profile()
  static var binding: TextBinding { TextBinding(get: { shared.name }, set: { shared.name = $0 }) }
}
Toggle.binding.value = "on"
print(Toggle.shared.name)
