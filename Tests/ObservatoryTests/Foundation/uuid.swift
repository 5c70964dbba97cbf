// UUID: fresh UUIDs differ and are never printed (real ones differ on every run); copies compare
// equal; UUID(uuidString:) parses and prints Swift's uppercase format; UUIDs as keys, set members,
// Identifiable ids and R7-gated @Observable properties.
import Foundation
import Observation

struct Note: Identifiable, Hashable {
    let id = UUID()
    var text: String
}

@Observable final class Notebook {
    var notes: [Note] = []
    var selection: UUID?
    var current = UUID()
}

let a = UUID()
let b = UUID()
print(a == b, a == a, a != b, (a < b) != (b < a))
print(a.uuidString.count, Array(a.uuidString)[14], a.uuidString == a.uuidString.uppercased())
print(a.uuidString.filter { $0 == "-" }.count)

let fixed = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
print(fixed)
print(fixed.uuidString, fixed.description)
let maybe: UUID? = fixed
print([fixed], maybe as Any, [maybe])
print("id: \(fixed)")
print(String(describing: fixed), String(reflecting: fixed))
print(UUID(uuidString: "nope") as Any)
print(UUID(uuidString: "E621E1F8C36C495A93FC0C247A3E6E5F") as Any)
print(UUID(uuidString: "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}") as Any)
print(UUID(uuidString: "00000000-0000-0000-0000-000000000000") as Any)
let low = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
let high = UUID(uuidString: "10000000-0000-0000-0000-000000000000")!
print(low < high, high < low, [high, low, fixed].sorted().map { $0.uuidString.prefix(2) })
print(fixed == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))

let notebook = Notebook()
notebook.notes = [Note(text: "a"), Note(text: "b")]
let copy = notebook.notes[0]
print(copy.id == notebook.notes[0].id, copy == notebook.notes[0], notebook.notes[0] == notebook.notes[1])

var byID: [UUID: String] = [:]
for note in notebook.notes { byID[note.id] = note.text }
byID[copy.id] = "a again"
print(byID.count, byID[copy.id] ?? "missing", byID[fixed] ?? "missing")
var seen: [UUID: Int] = [:]
for id in [fixed, UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, a] { seen[id, default: 0] += 1 }
print(seen.count, seen[fixed] ?? 0, seen[b] ?? 0)

withObservationTracking {
    _ = notebook.selection
} onChange: {
    print("selection will change")
}
notebook.selection = notebook.notes[1].id
let selected = notebook.notes.first { $0.id == notebook.selection }
print(selected?.text ?? "none")

withObservationTracking {
    _ = notebook.current
} onChange: {
    print("current will change")
}
let same = notebook.current
notebook.current = same
print("same UUID stored: no change (R7)")
notebook.current = UUID()
print(type(of: fixed))
