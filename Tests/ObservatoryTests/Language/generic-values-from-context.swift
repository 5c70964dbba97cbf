// A small undo/redo editor built from generic containers whose element type comes from the
// declaration, not from the values (they start empty).

struct Stack<Element> {
  private(set) var items: [Element] = []
  var isEmpty: Bool { items.isEmpty }
  mutating func push(_ x: Element) { items.append(x) }
  mutating func pop() -> Element? { items.popLast() }
}

final class Queue<Element> {
  var pending: [Element] = []
  func enqueue(_ x: Element) { pending.append(x) }
}

struct Box<Value> {
  var value: Value?
}

struct Edit {
  let text: String
}

final class Editor {
  var undo: Stack<Edit> = Stack()
  var redo: Stack<Edit> = Stack()
  let outbox: Queue<String> = Queue()

  func apply(_ text: String) {
    undo.push(Edit(text: text))
    redo = Stack()
  }
}

let editor = Editor()
print(editor.undo, type(of: editor.redo))
print(editor.outbox)
editor.apply("hello")
print(editor.undo.items.map(\.text), editor.redo)

var history: Stack<Int> = Stack()
print(history)
history.push(3)
print(history)
_ = history.pop()
print(history, history.isEmpty)

let empty: Box<Double> = Box(value: nil)
let filled: Box<String> = Box(value: "x")
print(empty, filled)
print([empty])

func makeQueue() -> Queue<Int> {
  let q: Queue<Int> = Queue()
  return q
}
let jobs = makeQueue()
print(type(of: jobs), jobs.pending)
jobs.enqueue(1)
print(jobs.pending)

// Generic enums: the declared type gives the argument no case shows.
enum Loadable<Value> {
  case idle
  case loading
  case loaded(Value)
  case failed(String)
}

final class ProfileModel {
  var state: Loadable<String> = .idle
  var history: [Loadable<String>] = []

  func load() {
    history.append(state)
    state = .loading
    history.append(state)
    state = .loaded("Ada")
    history.append(state)
  }
}

let model = ProfileModel()
print(model.state, type(of: model.state))
print([model.state])
model.load()
print(model.history)
let failure: Loadable<Int> = .failed("offline")
print(failure, [failure])
print(Loadable<Double>.idle, [Loadable<Double>.idle])
switch failure {
case .failed(let why): print("failed:", why)
default: print("other")
}

// Arguments, results, elements and casts give it too.
func show(_ s: Stack<Int>) { print(s) }
show(Stack())
func fresh() -> Stack<String> { Stack() }
print(fresh())
var shelves: [Stack<Double>] = []
shelves.append(Stack())
shelves.insert(Stack(), at: 0)
shelves[1] = Stack()
print(shelves, Stack() as Stack<Bool>)
let byName: [String: Stack<Int>] = ["a": Stack()]
print(byName)
