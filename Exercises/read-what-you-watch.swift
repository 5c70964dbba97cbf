//: # Exercise E1 · Read what you watch
//: A tab bar shows a badge with the number of items in the cart. The tracking below should fire
//: when that number changes — and not when anything else about the cart does. Now it reads the
//: wrong property (lesson 1).
//:
//: TODO: change what the tracking scope reads, so that adding an item fires it and changing the
//: coupon does not. Change only the scope's first closure.
//: hint(when: badgeUpdates == 0): Nothing fired when an item was added: the scope never read anything that appending an item changes.
//: hint(when: firedAt == "coupon"): It fired, but too early — at the coupon's change. Read only what the badge shows.
//: hint: A computed property is tracked through the stored properties it reads: reading it is as good as reading them.

@Observable final class Cart {
  var items: [String] = []
  var coupon = ""
  var totalItems: Int { items.count }
}

let cart = Cart()
nonisolated(unsafe) var badgeUpdates = 0
nonisolated(unsafe) var firedAt = ""
nonisolated(unsafe) var stage = "coupon"

withObservationTracking {
  _ = cart.coupon
} onChange: {
  badgeUpdates += 1
  if firedAt.isEmpty { firedAt = stage }
}

//: ## The checks
cart.coupon = "SPRING"
#expect(badgeUpdates == 0)
stage = "items"
cart.items.append("Tea")
#expect(badgeUpdates == 1)
