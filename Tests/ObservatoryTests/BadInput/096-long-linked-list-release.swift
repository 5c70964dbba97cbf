// expect-error: division by zero
// expect-kind: runtime
final class Node {
  var next: Node?
  init(next: Node?) { self.next = next }
}
var head: Node? = nil
for _ in 0..<150_000 {
  head = Node(next: head)
}
head = nil
let zero = 0
print(1 / zero)
