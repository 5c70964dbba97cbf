// Idiom: `for case let` over enums and optionals, `for ... where`, and `for case let x?`.
enum Event {
    case tap(x: Int, y: Int)
    case key(Character)
    case scroll(Int)
}

let events: [Event] = [.tap(x: 1, y: 2), .key("a"), .scroll(-3), .tap(x: 5, y: 5), .key("b")]

for case let .tap(x, y) in events {
    print("tap at \(x),\(y)")
}
for case .key(let c) in events {
    print("key \(c)")
}
let optionals: [Int?] = [1, nil, 3, nil, 5]
for case let value? in optionals {
    print("value \(value)")
}
for case .some(let value) in optionals where value > 2 {
    print("big \(value)")
}
for n in 1...10 where n % 4 == 0 {
    print("multiple of 4: \(n)")
}
let scrolls = events.compactMap { event -> Int? in
    if case .scroll(let amount) = event { return amount }
    return nil
}
print(scrolls)
