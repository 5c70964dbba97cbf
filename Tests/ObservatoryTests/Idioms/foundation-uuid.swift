// Idiom: UUID in models — fresh UUIDs differ, copies compare equal, UUIDs as dictionary keys and Identifiable ids (never printed).
import Foundation
import Observation

struct Note: Identifiable, Hashable {
    let id = UUID()
    var text: String
}

@Observable final class Notebook {
    var notes: [Note] = []
    var selection: UUID?
}

let notebook = Notebook()
notebook.notes = [Note(text: "a"), Note(text: "b")]
let copy = notebook.notes[0]
print(UUID() == UUID(), copy.id == notebook.notes[0].id, copy == notebook.notes[0])
print(notebook.notes[0].id.uuidString.count, notebook.notes[0].id.uuidString.filter { $0 == "-" }.count)

withObservationTracking {
    _ = notebook.selection
} onChange: {
    print("selection will change")
}
notebook.selection = notebook.notes[1].id
let selected = notebook.notes.first { $0.id == notebook.selection }
print(selected?.text ?? "none")
var byID: [UUID: String] = [:]
for note in notebook.notes { byID[note.id] = note.text }
print(byID.count, byID[copy.id] ?? "missing")
let fixed = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(fixed.uuidString, fixed == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
print(UUID(uuidString: "not-a-uuid") as Any)
