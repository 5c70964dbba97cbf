// A write through '?' or '!' into a class instance that a computed property returns only reads
// that property, as Swift does: its setter does not run (so what the setter would write is not
// notified), a get-only one is fine, and a nil result ends the chain. Inside methods too.
import Observation

@Observable
final class Doc {
  let id: String
  var text: String
  init(id: String, text: String) {
    self.id = id
    self.text = text
  }
}

@Observable
final class Workspace {
  var docs: [Doc] = []
  var selectedID: String? = nil

  /// get-only: the selected document.
  var selected: Doc? { docs.first { $0.id == selectedID } }

  /// get/set: the first document; setting it moves the document to the front.
  var front: Doc? {
    get { docs.first }
    set {
      print("  front's setter runs")
      guard let newValue else { return }
      docs.removeAll { $0 === newValue }
      docs.insert(newValue, at: 0)
    }
  }

  func shout() {
    selected?.text += "!"
    front!.text = front!.text.uppercased()
  }
}

let ws = Workspace()
ws.docs = [Doc(id: "a", text: "alpha"), Doc(id: "b", text: "beta")]

withObservationTracking {
  _ = ws.docs
  _ = ws.selectedID
} onChange: {
  print("  docs or selection changing")
}

print("nil selection:")
ws.selected?.text = "never"
print("select b:")
ws.selectedID = "b"
ws.selected?.text = "bravo"
ws.selected!.text += "?"
print("front:")
ws.front?.text = "ALPHA"
ws.front!.text += "."
ws.shout()
print(ws.docs.map(\.text))
print("set front itself:")
ws.front = ws.docs[1]
print(ws.docs.map(\.id))
ws.docs = []
ws.front?.text = "none"
print(ws.front == nil, ws.selected == nil)

// The same through a struct's computed properties.
struct Pane {
  var docs: [Doc]
  var current: Doc? {
    get { docs.last }
    set { print("  current's setter runs") }
  }
  var pinned: Doc? { docs.first }
}
var pane = Pane(docs: [Doc(id: "p", text: "pinned"), Doc(id: "c", text: "current")])
pane.current?.text += " (edited)"
pane.pinned!.text = "PINNED"
print(pane.docs.map(\.text))
pane.docs.removeAll()
pane.current?.text = "gone"
print(pane.docs.isEmpty, pane.current?.text ?? "nil")
