// Seed: field report — NewVM with query/results/isLoading: the SearchBar reads only query, so isLoading changes do not re-render it.
import Observation

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable class NewVM {
    var query = ""
    var results: [Item] = []
    var isLoading = false
}

struct SearchBar: View {
    let vm: NewVM   // no @ObservedObject
    var body: some View {
        Text("search: \(vm.query)")
    }
}

struct ResultsList: View {
    let vm: NewVM
    var body: some View {
        VStack {
            ForEach(vm.results) { item in
                Text(item.title)
            }
        }
    }
}

let vm = NewVM()
host(VStack {
    SearchBar(vm: vm)
    ResultsList(vm: vm)
})
settle()
resetBodyCounts()

vm.isLoading = true
settle()
print("isLoading = true: \(bodyCounts)")

resetBodyCounts()
vm.query = "swift"
settle()
print("query = \"swift\": \(bodyCounts)")

resetBodyCounts()
vm.results = [Item(id: 1, title: "Swift"), Item(id: 2, title: "SwiftUI")]
vm.isLoading = false
settle()
print("results arrive: \(bodyCounts)")
print(vm.results.map(\.title))
