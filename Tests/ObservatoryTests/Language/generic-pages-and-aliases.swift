// Generic structs made with explicit arguments print them before any value shows them; aliases
// and nested types print by the type's own name; declared Character, Substring and nil
// optionals name their static type.
struct Page<Item> {
  var items: [Item] = []
  var next: Int? = nil

  func describe() -> String { "\(type(of: self)): \(items.count) item(s)" }

  mutating func load(_ more: [Item], next: Int?) {
    items += more
    self.next = next
  }
}

struct Comment {
  var text: String
}

typealias CommentPage = Page<Comment>

enum Feed {
  struct Cursor {
    var offset = 0
  }
}

var page = Page<Comment>()
print(page)
print(page.describe(), [page])
page.load([Comment(text: "first!")], next: 2)
print(page.describe(), page.next ?? -1)
let copies = [Page<Int>(), Page<Int>(items: [1, 2])]
print(copies)
let drafts = CommentPage()
let archive: [CommentPage] = []
print(type(of: drafts), drafts, type(of: archive))

typealias Score = Double
struct Point { var x = 0.0 }
typealias Position = Point
let here: Position = Point(x: 1.5)
let trail: [Position] = []
print(type(of: here), type(of: trail), [type(of: trail)])
let cursor = Feed.Cursor()
let cursors: [Feed.Cursor] = [cursor]
print(type(of: cursor), type(of: cursors), [cursor])

let initial: Character = "S"
let rest: Substring = "Swift".dropFirst()
var selected: String? = nil
print(type(of: initial), type(of: rest), type(of: selected), selected ?? "none")
selected = "all"
print(type(of: selected), selected!)
