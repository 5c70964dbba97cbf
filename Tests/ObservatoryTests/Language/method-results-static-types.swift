// A notes repository whose queries return collections that are often empty: type(of:) names the
// method's declared result, as Swift does, whatever the collection holds.
struct Note { let title: String }

enum Filter {
  case all, starred
  func keys() -> Set<String> { [] }
}

final class NoteStore {
  private var notes: [Note] = []
  func all() -> [Note] { notes }
  func titles() -> [String] { notes.map(\.title) }
  func tagged() -> [String: [Note]] { [:] }
  func add(_ title: String) { notes.append(Note(title: title)) }
  func summary() -> String { "\(type(of: self.titles())) \(type(of: all()))" }
}

let store = NoteStore()
print(type(of: store.all()), type(of: store.titles()), type(of: store.tagged()))
let titles = store.titles()
print(titles, type(of: titles))
let byTag = store.tagged()
print(byTag.isEmpty, type(of: byTag))
store.add("groceries")
print(store.summary(), store.titles())
let filter: Filter = .starred
print(type(of: filter.keys()), filter.keys().count)
