// A detail screen's optional selection: a generic value reached through an optional chain is
// printed (or put into an Any) whole, nil or not, with the static type Swift gives it (with the
// compiler check: a page of computed titles is a Page<Array<String>> even when empty).
struct Page<Item> {
  var items: [Item] = []
  var next: Int? = nil
}

struct Comment {
  let text: String
}

struct Thread {
  let title: String

  func firstPage() -> Page<Comment> { Page() }

  func preview() -> Page<String>? { nil }

  func page<Item>(of items: Item) -> Page<Item> { Page() }
}

final class DetailModel {
  var selected: Thread? = nil
  var history: [Thread] = []
}

let model = DetailModel()
print(model.selected?.firstPage() as Any)
print(model.selected?.title as Any)
print(model.selected?.page(of: model.history.map { $0.title }) as Any)
model.selected = Thread(title: "Swift 6")
print(model.selected?.firstPage() as Any)
let shown: Any = model.history.first?.firstPage() as Any
print(shown)
print("preview:", model.selected?.preview() as Any)
model.history.append(Thread(title: "Observation"))
print(model.history.first?.firstPage().items.count as Any)
print(model.selected?.page(of: model.history.map { $0.title }) as Any)
print("done")
