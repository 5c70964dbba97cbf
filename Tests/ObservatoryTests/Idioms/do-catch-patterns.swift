// Idiom: do/catch with patterns — catch MyError.full, catch MyError.outOfStock(let name), catch let e as MyError, a final catch.
import Observation

enum CartError: Error {
    case full
    case outOfStock(String)
    case invalidQuantity(Int)
}

struct PaymentError: Error {
    let code: Int
}

@Observable final class Cart {
    var items: [String] = []
    let capacity = 2

    func add(_ item: String, quantity: Int = 1) throws {
        guard quantity > 0 else { throw CartError.invalidQuantity(quantity) }
        guard item != "unicorn" else { throw CartError.outOfStock(item) }
        guard items.count < capacity else { throw CartError.full }
        items.append(item)
    }

    func pay() throws { throw PaymentError(code: 402) }
}

let cart = Cart()
withObservationTracking { _ = cart.items } onChange: { print("items will change") }

for (item, quantity) in [("apple", 1), ("unicorn", 1), ("pear", 0), ("pear", 1), ("plum", 1)] {
    do {
        try cart.add(item, quantity: quantity)
        print("added \(item)")
    } catch CartError.full {
        print("cart is full, \(item) not added")
    } catch CartError.outOfStock(let name) {
        print("\(name) is out of stock")
    } catch let error as CartError {
        print("cart error: \(error)")
    } catch {
        print("unexpected: \(error)")
    }
}
do {
    try cart.pay()
} catch let error as PaymentError where error.code == 402 {
    print("payment required (\(error.code))")
} catch {
    print("other: \(error)")
}
print(cart.items)
