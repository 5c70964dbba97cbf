@Observable final class Todo { var items = ["a"] }
struct Rows: View {
  var todo: Todo
  var body: some View { List(todo.items, id: \.self) { Text($0) } }
}
let t = Todo()
host(Rows(todo: t))
t.items.append("b")
settle()
print(bodyCounts)
