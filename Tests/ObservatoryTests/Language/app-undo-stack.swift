struct UndoStack<State> {
  private var past: [State] = []
  private var future: [State] = []
  private(set) var present: State
  let limit: Int

  init(_ initial: State, limit: Int = 3) {
    present = initial
    self.limit = limit
  }

  var canUndo: Bool { !past.isEmpty }
  var canRedo: Bool { !future.isEmpty }

  mutating func apply(_ change: (inout State) -> Void) {
    past.append(present)
    if past.count > limit { past.removeFirst() }
    change(&present)
    future.removeAll()
  }

  mutating func undo() {
    guard let last = past.popLast() else { return }
    future.append(present)
    present = last
  }

  mutating func redo() {
    guard let next = future.popLast() else { return }
    past.append(present)
    present = next
  }
}

struct Drawing: CustomStringConvertible {
  var strokes: [String] = []
  var color = "black"
  var description: String { "\(color): \(strokes.joined(separator: ","))" }
}

var doc = UndoStack(Drawing())
doc.apply { $0.strokes.append("line") }
doc.apply { $0.strokes.append("circle") }
doc.apply { $0.color = "red" }
doc.apply { $0.strokes.append("square") }
print(doc.present)
doc.undo(); doc.undo()
print(doc.present, doc.canUndo, doc.canRedo)
doc.redo()
print(doc.present)
doc.apply { $0.strokes.removeAll() }
print(doc.present, doc.canRedo)
while doc.canUndo { doc.undo() }
print(doc.present)
var counter = UndoStack(0, limit: 10)
for i in 1...4 { counter.apply { $0 += i } }
counter.undo()
print(counter.present)
