//: # Lesson 1 · Tracked reads
//: Observation starts with a read. Every stored property of an `@Observable` class has a
//: getter that says "I was read" to the object's registrar. If a tracking scope is running at
//: that moment, the pair (object, property) goes into the scope's list. Nothing else is recorded.
//:
//: Watch the `read` lines under each step: they are the scope's list growing.

//: ## A cart
//: The model from the Observation guide: stored properties, and computed ones built on them.
@Observable final class Cart {
  var items: [String] = []
  var isCheckingOut = false
  var nameOnCard = ""
  var totalItems: Int { items.count }
  @ObservationIgnored var lastOpened = 0
}

let cart = Cart()
//: `onChange` is a `@Sendable` closure: Swift cannot see that it runs on the main thread here, so
//: a global it changes is marked `nonisolated(unsafe)` — a promise that every write to it happens
//: on one thread, which holds in these lessons. (The later lessons do the same.)
nonisolated(unsafe) var fired: [String] = []

//: ## Reading inside a scope
//: `withObservationTracking` runs its first closure as a tracking scope. The closure reads
//: `cart.totalItems`, a computed property. The computed property itself records nothing; the
//: stored property it reads, `items`, is what lands in the list.
withObservationTracking {
  _ = cart.totalItems
} onChange: {
  fired.append("totalItems reader")
}

#predict("The scope read cart.totalItems. Does writing cart.isCheckingOut fire it?", ["yes", "no"], answer: 1)
//: A property the scope never read does not fire it.
cart.isCheckingOut = true
#expect(fired.isEmpty)

//: Changing `items` does: the computed property's storage was read.
cart.items.append("Tea")
#expect(fired == ["totalItems reader"])

//: ## Reading twice is reading once
//: The list is a set: the same property read three times is one entry.
withObservationTracking {
  _ = cart.nameOnCard
  _ = cart.nameOnCard
  _ = cart.nameOnCard
} onChange: {
  fired.append("name reader")
}
cart.nameOnCard = "A. Lovelace"
#expect(fired == ["totalItems reader", "name reader"])

//: ## Invisible reads
//: `@ObservationIgnored` turns off the getter's report. Plain classes have no registrar at
//: all.
final class PlainCounter { var value = 0 }
let plain = PlainCounter()
withObservationTracking {
  _ = cart.lastOpened
  _ = plain.value
} onChange: {
  fired.append("invisible reader")
}
#predict("The scope read cart.lastOpened and plain.value. Which write fires it?", ["cart.lastOpened = 42", "plain.value = 1", "both", "neither"], answer: 3)
//: A scope that reads only invisible properties has an empty list, so nothing was installed:
//: there was no `armed` line above, and neither write fires anything.
cart.lastOpened = 42
plain.value = 1
#expect(fired.count == 2)
#whynot("T3")

//: ## Reads outside a scope
//: A read only counts while a scope runs. This read happens before the scope, so the scope
//: below records nothing and can never fire.
let before = cart.isCheckingOut
withObservationTracking {
  print("checking out: \(before)")
} onChange: {
  fired.append("outside reader")
}
cart.isCheckingOut = false
#expect(fired.count == 2)
#whynot("T4")

//: ## The graph at the end
//: Every observer the lesson made, what it read, and the state it ended in.
#graph

//: ## What to remember
//: * Reads register, and only reads inside a running scope.
//: * Granularity is one stored property of one object.
//: * Computed properties are tracked through the stored properties they read.
//: * `@ObservationIgnored` and plain classes are invisible to Observation.
print("fired: \(fired)")
