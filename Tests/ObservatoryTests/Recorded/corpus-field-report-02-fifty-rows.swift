// Seed: field report — 50 rows backed by one shared view model; ticking one row's checkbox re-renders only that row.
import Observation

@Observable final class Row {
    let title: String
    var isChecked = false
    init(title: String) { self.title = title }
}

@Observable final class ListViewModel {
    var rows = (1...50).map { Row(title: "Row \($0)") }
    var checkedCount: Int { rows.filter(\.isChecked).count }
}

struct RowView: View {
    let row: Row
    var body: some View {
        Text("\(row.isChecked ? "[x]" : "[ ]") \(row.title)")
    }
}

struct Footer: View {
    let vm: ListViewModel
    var body: some View {
        Text("\(vm.checkedCount) checked")
    }
}

let vm = ListViewModel()
host(VStack {
    ForEach(vm.rows, id: \.title) { RowView(row: $0) }
    Footer(vm: vm)
})
settle()
print("first render: \(bodyCounts)")

resetBodyCounts()
vm.rows[6].isChecked.toggle()
settle()
print("tick row 7: \(bodyCounts)")

resetBodyCounts()
vm.rows[6].isChecked.toggle()
vm.rows[41].isChecked = true
settle()
print("untick row 7, tick row 42: \(bodyCounts)")
print("checked: \(vm.rows.filter { $0.isChecked }.map { $0.title })")
