@Observable final class Cart { var items = 0; var total = 0 }
struct TotalLabel: View {
  let cart: Cart
  var body: some View { Text("\(cart.total)") }
}
struct ItemsLabel: View {
  let cart: Cart
  var body: some View { Text("\(cart.items)") }
}

let cart = Cart()
host(VStack { ItemsLabel(cart: cart); TotalLabel(cart: cart) })
resetBodyCounts()
cart.items = 3
settle()
print(bodyCounts)
