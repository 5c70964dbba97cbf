// Idiom: switch with `where`, tuples, ranges, nested enum patterns, multiple patterns per case and fallthrough.
enum Shape {
    case circle(radius: Int)
    case rect(w: Int, h: Int)
}

enum Item {
    case shape(Shape)
    case label(String)
    case group([Item])
}

func classify(_ item: Item) -> String {
    switch item {
    case .shape(.circle(let r)) where r == 0:
        return "dot"
    case .shape(.circle(let r)):
        return "circle r=\(r)"
    case .shape(.rect(let w, let h)) where w == h:
        return "square \(w)"
    case let .shape(.rect(w, h)):
        return "rect \(w)x\(h)"
    case .label(let text) where text.isEmpty:
        return "empty label"
    case .label(let text):
        return "label \(text)"
    case .group(let items) where items.isEmpty:
        return "empty group"
    case .group(let items):
        return "group of \(items.count): " + items.map(classify).joined(separator: ", ")
    }
}

print(classify(.shape(.circle(radius: 0))))
print(classify(.group([.shape(.rect(w: 2, h: 2)), .shape(.rect(w: 2, h: 3)), .label(""), .label("hi"), .group([])])))

func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 0..<80: return "C"
    default: return "invalid"
    }
}
print([95, 85, 10, -1].map(grade))

for point in [(0, 0), (3, 0), (2, 2), (1, 5)] {
    switch point {
    case (0, 0): print("origin")
    case (_, 0), (0, _): print("on an axis")
    case let (x, y) where x == y: print("diagonal \(x)")
    case (let x, _): print("somewhere, x = \(x)")
    }
}

var log: [String] = []
switch 5 {
case 5:
    log.append("five")
    fallthrough
case 6:
    log.append("six")
default:
    log.append("other")
}
print(log)
