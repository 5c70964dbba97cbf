import Observation

struct Edit {
    let name: String
    let undo: (Document) -> Void
    let redo: (Document) -> Void
}

@Observable
final class Document {
    var text = ""
    var fontSize = 12
    @ObservationIgnored private var undoStack: [Edit] = []
    @ObservationIgnored private var redoStack: [Edit] = []

    var canUndo: Bool { !undoStack.isEmpty }

    func perform(_ name: String, _ change: @escaping (Document) -> Void, undo: @escaping (Document) -> Void) {
        change(self)
        undoStack.append(Edit(name: name, undo: undo, redo: change))
        redoStack.removeAll()
    }

    func type(_ s: String) {
        let before = text
        perform("type \(s)", { $0.text += s }, undo: { $0.text = before })
    }

    func resize(by delta: Int) {
        perform("resize", { $0.fontSize += delta }, undo: { $0.fontSize -= delta })
    }

    @discardableResult
    func undo() -> String? {
        guard let e = undoStack.popLast() else { return nil }
        e.undo(self)
        redoStack.append(e)
        return e.name
    }

    @discardableResult
    func redo() -> String? {
        guard let e = redoStack.popLast() else { return nil }
        e.redo(self)
        undoStack.append(e)
        return e.name
    }
}

let doc = Document()
withObservationTracking {
    print("rendering '\(doc.text)' at \(doc.fontSize)")
} onChange: {
    print("document will re-render")
}
doc.type("Hello")
doc.type(", world")
doc.resize(by: 4)
print(doc.text, doc.fontSize)
print(doc.undo() ?? "-", doc.undo() ?? "-")
print(doc.text, doc.fontSize)
print(doc.redo() ?? "-", doc.text)
doc.type("!")
print(doc.redo() ?? "nothing to redo", doc.text, doc.canUndo)
while let name = doc.undo() { print("undid", name) }
print("'\(doc.text)'", doc.fontSize, doc.canUndo)
