//: # Exercise E12 · Release the controller
//: A badge controller observes the cart and re-arms after each change (lesson 19). When its
//: screen closes, the controller should go away; but the pending re-arm keeps it alive.
//:
//: TODO: change `rearm()` so that closing the screen releases the controller: `released` must
//: be 1 after `controller = nil` and the next change of the cart. The badge must still update
//: while the screen is open.
//: hint(when: released == 0 && badgeAfterTea == "1"): The badge works, but the controller is never released: something still holds a strong reference to it after the screen closed.
//: hint(when: badgeAfterTea != "1"): The badge stopped updating while the screen was open: the tracking must still be re-armed after each change.
//: hint: A closure that captures `self` strongly keeps it alive as long as the closure lives; a capture list can capture it weakly.

@MainActor
@Observable
final class Cart {
  var items: [String] = []
}

nonisolated(unsafe) var released = 0

@MainActor
final class BadgeController {
  let cart: Cart
  var badge = ""
  init(cart: Cart) { self.cart = cart }
  deinit { released += 1 }

  func rearm() {
    badge = withObservationTracking {
      "\(cart.items.count)"
    } onChange: {
      Task { @MainActor in self.rearm() }
    }
  }
}

let cart = Cart()
var controller: BadgeController? = BadgeController(cart: cart)
controller?.rearm()
cart.items.append("Tea")
try? await Task.sleep(for: .milliseconds(10))
let badgeAfterTea = controller?.badge ?? ""

//: The screen closes.
controller = nil
cart.items.append("Cake")
try? await Task.sleep(for: .milliseconds(10))

//: ## The checks
#expect(badgeAfterTea == "1")
#expect(released == 1)
