import Foundation

// A contacts search the way apps write it: Foundation's locale-aware string methods.
struct Contact {
  var name: String
  var city: String
  var note: String
}

let contacts = [
  Contact(name: "José Álvarez", city: "São Paulo", note: "Met at WWDC"),
  Contact(name: "Anna Müller", city: "Zürich", note: "prefers email"),
  Contact(name: "Jose Chen", city: "Vancouver", note: "Call after 5pm"),
  Contact(name: "Émile Roy", city: "Montréal", note: "  needs trimming  "),
]

func search(_ query: String) -> [String] {
  contacts.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.city.localizedCaseInsensitiveContains(query) }
    .map(\.name)
}

func looseSearch(_ query: String) -> [String] {
  contacts.filter { $0.name.localizedStandardContains(query) }.map(\.name)
}

print(search("jose"), search("ZÜR"), search("x"), search(""))
print(looseSearch("jose"), looseSearch("EMILE"), looseSearch("muller"))
for c in contacts {
  let slug = c.name.lowercased().replacingOccurrences(of: " ", with: "-")
  let tidy = c.note.trimmingCharacters(in: .whitespaces).replacingOccurrences(
    of: "EMAIL", with: "e-mail", options: .caseInsensitive)
  print(slug, "|", tidy, "|", c.city.localizedUppercase, c.city.localizedLowercase)
}
print("anna müller".localizedCapitalized, "hello".appending(", world"), "a-b".appending(""))
print(contacts.map(\.name).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print("Straße".localizedCaseInsensitiveContains("STRASSE"), "Café".localizedStandardContains("cafe"))
