var released = 0
class Node {
  let id: Int
  var next: Node?
  init(_ id: Int, next: Node? = nil) { self.id = id; self.next = next }
  deinit {
    released += 1
    if id % 2500 == 0 { print("deinit", id) }
  }
}
var nodes = (1...5000).map { Node($0) }
nodes = []
print("array released:", released)
var list: Node? = nil
for i in 1...5000 { list = Node(i, next: list) }
list = nil
print("list released:", released)
