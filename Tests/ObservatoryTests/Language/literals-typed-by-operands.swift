// Integer literals that Swift types from the other operand: a `Double?`'s default after `??`,
// array literals joined with `+`, and a generic enum's case written with its arguments.
enum Quote<Amount> {
    case fixed(Amount)
    case range(low: Amount, high: Amount)
    case unavailable
}

struct Product {
    let name: String
    var discount: Double?
    var weightKg: Double?

    func shippingWeight() -> Double {
        let declared: Double = weightKg ?? 1
        return declared + (discount ?? 0) * 0
    }
}

let kettle = Product(name: "kettle", discount: 0.15, weightKg: nil)
let mug = Product(name: "mug", discount: nil, weightKg: 0.4)
print(kettle.discount ?? 0, mug.discount ?? 0, kettle.shippingWeight(), mug.shippingWeight())
print((kettle.weightKg ?? 2) * 3, mug.weightKg ?? 2)
let base = [10, 20] + [2.5]
let ints = [1, 2] + [3]
print(base, ints, base.reduce(0, +))
let fixed = Quote<Double>.fixed(12)
print(fixed, Quote<Double>.fixed(3), Quote<Int>.fixed(3), Quote<Double>.range(low: 1, high: 2))
print(Quote<Double>.unavailable, [Quote<Double>.range(low: 5, high: 7.5)])
let shipping: Double? = nil
let total = 19.99 + (shipping ?? 5)
print(total, shipping ?? 0)
