@Observable final class Order { var quantity = 1; var price = 10 }
struct PriceLabel: View {
  let order: Order
  var body: some View { Text("\(order.price)") }
}
struct Screen: View {
  let order: Order
  var body: some View {
    VStack { Text("\(order.quantity)"); PriceLabel(order: order) }
  }
}

let order = Order()
host(Screen(order: order))
resetBodyCounts()
order.quantity = 10
order.quantity = 10
settle()
print(bodyCounts)
