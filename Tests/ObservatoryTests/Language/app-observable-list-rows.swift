import Observation

@Observable final class Row: Identifiable {
  let id: Int
  var title: String
  var isFavorite = false
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable final class Library {
  var rows: [Row] = []
  var favorites: [Row] { rows.filter(\.isFavorite) }
}

let library = Library()
library.rows = (1...4).map { Row(id: $0, title: "Book \($0)") }
var rowTrackers = 0
for row in library.rows {
  withObservationTracking { _ = row.title } onChange: { print("row \(row.id) redraws") }
  rowTrackers += 1
}
withObservationTracking { _ = library.favorites.count } onChange: { print("favorites section redraws") }
library.rows[2].title = "Book Three"
library.rows[0].isFavorite = true
library.rows[0].title = "Book One"
library.rows.append(Row(id: 5, title: "Book 5"))
print(rowTrackers, library.favorites.map(\.title), library.rows.map(\.id))
let moved = library.rows.remove(at: 1)
library.rows.insert(moved, at: 3)
print(library.rows.map(\.id), library.rows.first { $0.id == 2 }?.title ?? "-")
