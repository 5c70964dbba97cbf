import Foundation

class Shape: CustomStringConvertible {
    let name: String
    static var created = 0

    init(name: String) {
        self.name = name
        Shape.created += 1
        print("init \(name)")
    }

    deinit { print("deinit \(name)") }

    var area: Double { 0 }
    var perimeter: Double { 0 }
    var description: String { "\(name)(area: \(area.rounded()), perimeter: \(perimeter.rounded()))" }

    func scaled(by factor: Double) -> Shape { Shape(name: name + "*") }
}

class Rectangle: Shape {
    let width: Double, height: Double

    init(width: Double, height: Double, name: String = "rect") {
        self.width = width
        self.height = height
        super.init(name: name)
    }

    override var area: Double { width * height }
    override var perimeter: Double { 2 * (width + height) }
    override func scaled(by factor: Double) -> Shape {
        Rectangle(width: width * factor, height: height * factor, name: name + "x\(Int(factor))")
    }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side, name: "square") }
    override var description: String { "■ " + super.description }
}

final class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override var area: Double { Double.pi * radius * radius }
    override var perimeter: Double { 2 * Double.pi * radius }
}

func largest(_ shapes: [Shape]) -> Shape? { shapes.max { $0.area < $1.area } }

do {
    let shapes: [Shape] = [Rectangle(width: 3, height: 4), Square(side: 3), Circle(radius: 2)]
    for s in shapes { print(s) }
    print("largest:", largest(shapes)?.name ?? "none")
    let rects = shapes.compactMap { $0 as? Rectangle }
    print(rects.count, shapes.filter { $0 is Square }.count, shapes.contains { type(of: $0) == Circle.self })
    let bigger = shapes[0].scaled(by: 2)
    print(bigger, bigger is Rectangle)
    print("total area:", shapes.map(\.area).reduce(0, +).rounded())
}
print("created:", Shape.created)
var keep: Shape? = Square(side: 1)
let alias = keep
keep = nil
print("alias alive:", alias?.name ?? "gone")
