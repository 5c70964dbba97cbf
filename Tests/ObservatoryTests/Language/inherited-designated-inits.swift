// A subclass that writes only convenience initializers inherits its superclass's designated
// ones (Swift's rule 1), and so its convenience ones too (rule 2).
class Shape {
    var name: String
    var sides: Int
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
        print("Shape.init(\(name), \(sides))")
    }
    convenience init(sides: Int) { self.init(name: "polygon", sides: sides) }
    func describe() -> String { "\(name) with \(sides) sides" }
}

class Square: Shape {
    var color = "red"
    convenience init() { self.init(name: "square", sides: 4) }
}

final class Tile: Square {
    var glazed = false
    convenience init(glazed: Bool) {
        self.init()
        self.glazed = glazed
    }
}

let a = Square()
let b = Square(name: "diamond", sides: 4)
let c = Square(sides: 8)
let d = Tile(glazed: true)
let e = Tile(name: "hex", sides: 6)
for s in [a, b, c, d, e] { print(s.describe(), s.color, type(of: s)) }
print(d.glazed, e.glazed)
