@Observable final class Cart { var items = 0; var total = 0 }
struct TotalLabel: View {
  let cart: Cart
  var body: some View { Text("\(cart.total)") }
}
struct Screen: View {
  let cart: Cart
  var body: some View {
    VStack { Text("\(cart.items)"); TotalLabel(cart: cart) }
  }
}

let cart = Cart()
host(Screen(cart: cart))
resetBodyCounts()
cart.total = 2
settle()
print(bodyCounts)
