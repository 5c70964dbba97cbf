//: # Lesson 19 · Observing from a plain controller
//: Outside SwiftUI — a UIKit view controller, a service object — `withObservationTracking` is
//: the tool, and it fires once. The controller must re-arm after every change. The usual shape:
//: read what the screen shows inside the tracking, and from `onChange` schedule the next render
//: on the main actor, which reads the new values and arms again.

//: ## A cart and a tab-bar badge
@MainActor
@Observable
final class Cart {
  var items: [String] = []
  var totalItems: Int { items.count }
}

@MainActor
final class CartTabController {
  let cart: Cart
  var badge = ""
  var renders = 0
  init(cart: Cart) { self.cart = cart }

  func viewDidLoad() { rearm() }

  func rearm() {
    renders += 1
    badge = withObservationTracking {
      "\(cart.totalItems)"
    } onChange: {
      Task { @MainActor [weak self] in self?.rearm() }
    }
  }
}

let cart = Cart()
let controller = CartTabController(cart: cart)
controller.viewDidLoad()

//: ## Adding to the cart
#predict("Right after cart.items.append(\"Coffee\"), what does the badge say?", ["0", "1"], answer: 0)
//: The write fires `onChange` (the store has not happened yet, and the badge still says 0).
//: The re-render runs when the main actor is next free — here, at the sleep.
cart.items.append("Coffee")
#expect(controller.badge == "0")
try? await Task.sleep(for: .milliseconds(10))
#expect(controller.badge == "1")

//: ## Two writes, one render
#predict("Two items are added before the main actor is free. How many renders follow?", ["one", "two"], answer: 0)
//: Between the first write and the re-render nobody observes the cart, so the second write fires
//: nothing; the render that follows reads both.
cart.items.append("Tea")
cart.items.append("Cake")
try? await Task.sleep(for: .milliseconds(10))
#expect(controller.badge == "3")
#expect(controller.renders == 3)

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * `withObservationTracking` is one-shot: re-arm after each change.
//: * Re-arm from a main-actor `Task`, so the render reads the values after the write.
//: * Capture the controller weakly: the tracking must not keep it alive.
print("badge \(controller.badge) after \(controller.renders) renders")
