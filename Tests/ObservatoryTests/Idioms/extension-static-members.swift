// Idiom: static members in extensions — sample data, factory functions, constants — used to seed an @Observable store.
import Observation

struct Product {
    let name: String
    let price: Double
}

extension Product {
    static let coffee = Product(name: "Coffee", price: 4.5)
    static let tea = Product(name: "Tea", price: 3.0)
    static var samples: [Product] { [.coffee, .tea] }
    static func free(_ name: String) -> Product { Product(name: name, price: 0) }
}

@Observable final class Store {
    var shelf: [Product] = []
}

extension Store {
    static func preview() -> Store {
        let store = Store()
        store.shelf = Product.samples
        return store
    }
}

extension Double {
    static let taxRate = 0.2
}

let store = Store.preview()
print(store.shelf.map(\.name))
withObservationTracking {
    _ = store.shelf
} onChange: {
    print("shelf changed")
}
store.shelf.append(.free("Sticker"))
let total = store.shelf.reduce(0) { $0 + $1.price }
print(total, total * (1 + .taxRate))
print(Product.coffee.name, Product.samples.count)
