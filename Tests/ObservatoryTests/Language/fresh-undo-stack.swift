import Observation

@Observable
final class Document {
  var text = ""
  var title = "Untitled"
  deinit { print("document closed") }
}

final class UndoStack {
  private var undos: [(name: String, action: () -> Void)] = []
  private var redos: [(name: String, action: () -> Void)] = []
  var canUndo: Bool { !undos.isEmpty }

  func register(_ name: String, _ action: @escaping () -> Void) {
    undos.append((name, action))
    redos.removeAll()
  }

  func undo() {
    guard let last = undos.popLast() else { return print("nothing to undo") }
    print("undo", last.name)
    last.action()
  }
  deinit { print("undo stack gone with \(undos.count) entries") }
}

final class Editor {
  let doc: Document
  let undo = UndoStack()
  init(doc: Document) { self.doc = doc }

  func type(_ s: String) {
    let before = doc.text
    doc.text += s
    undo.register("typing '\(s)'") { [weak self] in
      self?.doc.text = before
    }
  }

  func rename(_ t: String) {
    let old = doc.title
    doc.title = t
    undo.register("rename") { [doc] in doc.title = old }
  }
  deinit { print("editor gone") }
}

var editor: Editor? = Editor(doc: Document())
let doc = editor!.doc
func observe() {
  withObservationTracking {
    print("title: \(doc.title) | text: \(doc.text)")
  } onChange: {
    print("doc will change")
  }
}
observe()
editor!.type("Hello")
observe()
editor!.type(", world")
editor!.rename("Greeting")
observe()
editor!.undo.undo()
observe()
editor!.undo.undo()
editor!.undo.undo()
editor!.undo.undo()
print(doc.title, doc.text, editor!.undo.canUndo)
editor!.type("!")
editor = nil
print("after editor")
print(doc.text)
