// An undo stack whose storage and whose method share a name: `undo` the array and
// `undo(_:)` the operation (valid Swift, since the method takes an argument). The playground keeps
// one instance member per name, so it refuses the lesson when it loads, naming its limit.
struct TextDocument: Equatable {
    var text = ""
}

struct History<State> {
    private var undo: [State] = []
    private var redo: [State] = []

    mutating func record(_ state: State) {
        undo.append(state)
        redo.removeAll()
    }

    mutating func undo(_ current: State) -> State? {
        guard let previous = undo.popLast() else { return nil }
        redo.append(current)
        return previous
    }

    mutating func redo(_ current: State) -> State? {
        guard let next = redo.popLast() else { return nil }
        undo.append(current)
        return next
    }

    var canUndo: Bool { !undo.isEmpty }
}

var document = TextDocument()
var history = History<TextDocument>()
for word in ["Hello", ", ", "world"] {
    history.record(document)
    document.text += word
    print(document.text)
}
while let previous = history.undo(document) {
    document = previous
    print("undo ->", document.text.isEmpty ? "(empty)" : document.text)
}
print(history.canUndo)
if let next = history.redo(document) { document = next }
print("redo ->", document.text)
