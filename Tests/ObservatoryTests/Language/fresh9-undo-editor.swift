import Observation

enum Edit: CustomStringConvertible {
    case insert(String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String)

    var description: String {
        switch self {
        case let .insert(text, at): return "insert '\(text)' at \(at)"
        case let .delete(range, removed): return "delete \(range.lowerBound)..<\(range.upperBound) ('\(removed)')"
        case let .replaceAll(old, new): return "replace '\(old)' with '\(new)'"
        }
    }
}

@Observable
final class Document {
    private(set) var text = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    private func apply(_ edit: Edit) -> Edit {
        var chars = Array(text)
        switch edit {
        case let .insert(s, at):
            chars.insert(contentsOf: s, at: min(at, chars.count))
            text = String(chars)
            return .delete(range: at..<(at + s.count), removed: s)
        case let .delete(range, removed):
            chars.removeSubrange(range)
            text = String(chars)
            return .insert(removed, at: range.lowerBound)
        case let .replaceAll(old, new):
            text = new
            return .replaceAll(old: new, new: old)
        }
    }

    func perform(_ edit: Edit) {
        undoStack.append(apply(edit))
        redoStack.removeAll()
    }

    func type(_ s: String) { perform(.insert(s, at: text.count)) }
    func deleteLast(_ n: Int) {
        let start = max(0, text.count - n)
        let removed = String(text.suffix(text.count - start))
        perform(.delete(range: start..<text.count, removed: removed))
    }

    func undo() {
        guard let e = undoStack.popLast() else { return }
        print("  undo: \(e)")
        redoStack.append(apply(e))
    }

    func redo() {
        guard let e = redoStack.popLast() else { return }
        print("  redo: \(e)")
        undoStack.append(apply(e))
    }
}

let doc = Document()
var renders = 0
func render() {
    withObservationTracking {
        renders += 1
        print("render #\(renders): '\(doc.text)' undo:\(doc.canUndo) redo:\(doc.canRedo)")
    } onChange: {
        Task { @MainActor in render() }
    }
}
render()

doc.type("Hello")
doc.type(", world")
await Task.yield()
doc.deleteLast(5)
await Task.yield()
doc.undo()
doc.undo()
await Task.yield()
doc.redo()
await Task.yield()
doc.perform(.replaceAll(old: doc.text, new: "Bye"))
await Task.yield()
doc.undo()
doc.redo()
doc.redo()
await Task.yield()
print("final:", doc.text, "renders:", renders)
