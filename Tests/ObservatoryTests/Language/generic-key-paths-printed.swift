// A table view model keeps each sortable column's key path in a generic descriptor; the debug
// view prints the descriptors whole, so Swift names each key path's kind and types.
struct Row {
    var title: String
    var size: Int
    let id: Int
    var score = 0.5
    var label: String { title.uppercased() }
    var note: Note?
}

struct Note {
    var text: String
}

final class Document {
    var name = "Untitled"
    let created = 2026
    var row = Row(title: "a", size: 1, id: 7, note: Note(text: "hi"))
}

struct Column<Path> {
    let header: String
    let path: Path
}

let bySize = Column(header: "Size", path: \Row.size)
let byId = Column(header: "ID", path: \Row.id)
let byLabel = Column(header: "Label", path: \Row.label)
let byScore = Column(header: "Score", path: \Row.score)
print(bySize)
print(byId, byLabel.header)
print([byScore])
debugPrint(bySize)
print("\(byId)")
print(String(describing: byScore))

let docName = Column(header: "Name", path: \Document.name)
let docRow = Column(header: "Row size", path: \Document.row.size)
let docYear = Column(header: "Year", path: \Document.created)
print(docName, docRow, docYear)
print(Column(header: "Note", path: \Row.note?.text))
print(Column(header: "Note!", path: \Row.note!.text))
print(Column(header: "Whole", path: \Row.self))

print(type(of: \Row.size), type(of: \Row.id), type(of: \Document.row.title))
let path = \Row.title
print(type(of: path), [path])
print(Column(header: "Title", path: path))
let typed: WritableKeyPath<Row, Int> = \Row.size
print(Column(header: "Typed", path: typed))
let readOnly: KeyPath<Row, Int> = \Row.size
print(Column(header: "Read-only", path: readOnly))

var rows = [Row(title: "b", size: 3, id: 1), Row(title: "a", size: 10, id: 2)]
rows[0][keyPath: bySize.path] = 42
print(rows.map { $0[keyPath: bySize.path] }, rows.sorted { $0[keyPath: path] < $1[keyPath: path] }.map(\.id))
let doc = Document()
doc[keyPath: docName.path] = "Budget"
print(doc.name, doc[keyPath: docRow.path])
