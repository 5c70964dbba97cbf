// Seed: MVVM article — var items: [Item] of @Observable elements: who sees a change inside one element?
import Observation

@Observable
class Item: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
class ListViewModel {
    var items: [Item] = [Item(title: "one"), Item(title: "two"), Item(title: "three")]
}

let viewModel = ListViewModel()

withObservationTracking {
    _ = viewModel.items
} onChange: {
    print("reader of items (the array) invalidated")
}
withObservationTracking {
    for item in viewModel.items { _ = item.title }
} onChange: {
    print("reader that iterated the titles invalidated")
}
print("items[1].title = \"TWO\"")
viewModel.items[1].title = "TWO"

struct ItemRow: View {
    var item: Item
    var body: some View { Text(item.title) }
}
struct ListView: View {
    var viewModel: ListViewModel
    var body: some View {
        VStack {
            ForEach(viewModel.items) { item in
                ItemRow(item: item)
            }
        }
    }
}
host(ListView(viewModel: viewModel))
settle()
resetBodyCounts()
let third = viewModel.items[2]
third.title = "3"
settle()
print("element changed: \(bodyCounts)")
print(viewModel.items.map(\.title))
