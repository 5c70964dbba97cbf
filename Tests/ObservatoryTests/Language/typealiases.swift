typealias ID = Int
struct Item { let id: ID }
let x = ID(5)
typealias Handler = (Int) -> Void
let h: Handler = { print("h", $0) }
h(x)
print(Item(id: 3))
