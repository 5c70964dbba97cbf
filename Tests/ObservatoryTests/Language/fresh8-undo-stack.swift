import Observation

struct Command {
    let name: String
    let apply: (inout [String]) -> Void
    let revert: (inout [String]) -> Void
}

@Observable
final class Document {
    var lines: [String] = []
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var lastAction: String? { undoStack.last?.name }

    func perform(_ command: Command) {
        command.apply(&lines)
        undoStack.append(command)
        redoStack.removeAll()
    }

    func undo() {
        guard let command = undoStack.popLast() else { return }
        command.revert(&lines)
        redoStack.append(command)
    }

    func redo() {
        guard let command = redoStack.popLast() else { return }
        command.apply(&lines)
        undoStack.append(command)
    }
}

func insert(_ text: String, at index: Int) -> Command {
    Command(name: "insert \(text)", apply: { $0.insert(text, at: index) }, revert: { $0.remove(at: index) })
}

func replaceAll(_ old: String, with new: String, in doc: Document) -> Command {
    let positions = doc.lines.indices.filter { doc.lines[$0] == old }
    return Command(
        name: "replace \(old)→\(new) ×\(positions.count)",
        apply: { lines in for i in positions { lines[i] = new } },
        revert: { lines in for i in positions { lines[i] = old } })
}

let doc = Document()

func showButtons() {
    withObservationTracking {
        print("undo:\(doc.canUndo ? "on" : "off") redo:\(doc.canRedo ? "on" : "off") last:\(doc.lastAction ?? "-")")
    } onChange: {
        print("  (buttons refresh)")
    }
}

showButtons()
doc.perform(insert("hello", at: 0))
showButtons()
doc.perform(insert("world", at: 1))
doc.perform(insert("hello", at: 2))
doc.perform(replaceAll("hello", with: "hi", in: doc))
print(doc.lines)
doc.undo()
print(doc.lines, doc.lastAction ?? "-")
doc.undo()
doc.undo()
showButtons()
doc.redo()
print(doc.lines)
doc.perform(insert("!", at: 1))
print(doc.lines, "redo possible:", doc.canRedo)
while doc.canUndo { doc.undo() }
print(doc.lines.isEmpty, doc.canRedo)
showButtons()
