import Observation

@Observable final class ProfileEditor {
  var firstName = ""
  var lastName = ""
  var age = 0
  private(set) var savedCount = 0

  var fullName: String {
    get { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }
    set {
      let parts = newValue.split(separator: " ", maxSplits: 1).map(String.init)
      firstName = parts.first ?? ""
      lastName = parts.count > 1 ? parts[1] : ""
    }
  }
  var isValid: Bool { !firstName.isEmpty && (0...130).contains(age) }

  func save() -> Bool {
    guard isValid else { return false }
    savedCount += 1
    return true
  }
}

let editor = ProfileEditor()
withObservationTracking {
  _ = editor.fullName
} onChange: {
  print("full name field updates")
}
editor.fullName = "Grace Brewster Hopper"
print(editor.firstName, "|", editor.lastName, "|", editor.fullName)
withObservationTracking {
  _ = editor.isValid
} onChange: {
  print("save button updates")
}
editor.age = 200
print(editor.save(), editor.isValid)
editor.age = 85
print(editor.save(), editor.savedCount)
editor.fullName = "Cher"
print(editor.fullName, editor.lastName.isEmpty)
