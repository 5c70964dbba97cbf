import Foundation
import Observation

// A search screen's model: a query filters contacts (Foundation's case-insensitive search),
// a logger that only builds its message when enabled, sorting by key paths through optionals.
struct Company { var name: String }
struct Contact: Identifiable {
  let id: Int
  var name: String
  var company: Company?
}

struct Log {
  static var enabled = false
  static var built = 0
  static func debug(_ message: @autoclosure () -> String) {
    guard enabled else { return }
    built += 1
    print("debug:", message())
  }
}

@Observable final class SearchModel {
  var query = ""
  var contacts: [Contact] = []
  var results: [Contact] {
    let q = query.trimmingCharacters(in: .whitespaces)
    Log.debug("filtering \(contacts.count) contacts for '\(q)'")
    guard !q.isEmpty else { return contacts }
    return contacts.filter {
      $0.name.localizedCaseInsensitiveContains(q) || ($0.company?.name.localizedCaseInsensitiveContains(q) ?? false)
    }
  }
}

let model = SearchModel()
model.contacts = [
  Contact(id: 1, name: "Zoë Quinn", company: Company(name: "Acme")),
  Contact(id: 2, name: "adam smith", company: nil),
  Contact(id: 3, name: "Bea Ortiz", company: Company(name: "Zeta Labs")),
]
func render() {
  withObservationTracking {
    let names = model.results.map(\.name)
    print("rows:", names)
  } onChange: {
    print("results will change")
  }
}
render()
model.query = " ZE "
render()
Log.enabled = true
model.query = "acme"
render()
print("messages built:", Log.built)
let byCompany = model.contacts.sorted { ($0.company?.name ?? "~") < ($1.company?.name ?? "~") }
print(byCompany.map(\.company?.name), byCompany.compactMap(\.company?.name.count))
