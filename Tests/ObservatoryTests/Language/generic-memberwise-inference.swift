// An undo stack and a paged list built through their memberwise initializers, with the element
// type coming from the arguments (no `<...>` written anywhere), printed while debugging.

struct UndoStack<Action> {
  var done: [Action]
  var undone: [Action] = []

  mutating func push(_ a: Action) {
    done.append(a)
    undone.removeAll()
  }
}

struct Page<Item> {
  var items: [Item]
  var next: Int?
}

enum Edit {
  case insert(String)
  case delete(Int)
}

let none = [Edit]()
var stack = UndoStack(done: none)
print(stack)
print(type(of: stack))
stack.push(.insert("a"))
print(stack.done.count, stack.undone)

let empty = Page(items: [String](), next: nil)
print(empty, type(of: empty))
print([empty])

func firstPage() -> [Double] { [] }
let scores = Page(items: firstPage(), next: 2)
debugPrint(scores)

let cached: [Int: [String]] = [:]
struct Cache<Key: Hashable, Value> {
  var entries: [Key: Value]
}
let c = Cache(entries: cached)
print(c, type(of: c))
