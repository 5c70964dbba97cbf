// A table view model sorts its rows by a column chosen at run time: each column keeps a key path
// in a generic holder, read and applied but never printed, so the values run as in Swift.
struct Row {
  var title: String
  var size: Int
}

struct Column<Path> {
  let header: String
  let path: Path
}

let rows = [Row(title: "b", size: 3), Row(title: "a", size: 10), Row(title: "c", size: 1)]
let bySize = Column(header: "Size", path: \Row.size)
let byTitle = Column(header: "Title", path: \Row.title)
print(bySize.header, rows.sorted { $0[keyPath: bySize.path] < $1[keyPath: bySize.path] }.map(\.title))
print(byTitle.header, rows.sorted { $0[keyPath: byTitle.path] < $1[keyPath: byTitle.path] }.map(\.size))
print(byTitle.path, [bySize.path])
var edited = rows[0]
edited[keyPath: bySize.path] = 42
print(edited.size, edited[keyPath: byTitle.path])
