final class LegacyCart: ObservableObject {
  @Published var items = 0
  @Published var total = 0
}
@Observable final class Cart { var items = 0; var total = 0 }
struct LegacyTotal: View {
  @ObservedObject var model: LegacyCart
  var body: some View { Text("\(model.total)") }
}
struct TotalView: View {
  let model: Cart
  var body: some View { Text("\(model.total)") }
}

let legacy = LegacyCart()
let modern = Cart()
host(VStack { LegacyTotal(model: legacy); TotalView(model: modern) })
resetBodyCounts()
legacy.total = 0
modern.total = 0
settle()
print(bodyCounts)
