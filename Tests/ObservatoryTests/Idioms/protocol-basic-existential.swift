// Idiom: a protocol with property and method requirements, an array of `any Shape`, and a generic function over `some Shape`.
protocol Shape {
    var name: String { get }
    var area: Double { get }
    func scaled(by factor: Double) -> Self
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    var area: Double { side * side }
    func scaled(by factor: Double) -> Square { Square(side: side * factor) }
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    var area: Double { 3.0 * radius * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

func describe(_ shape: some Shape) -> String {
    "\(shape.name) of area \(shape.area)"
}

func totalArea(_ shapes: [any Shape]) -> Double {
    shapes.reduce(0) { $0 + $1.area }
}

let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1), Square(side: 0.5)]
for shape in shapes {
    print(shape.name, shape.area)
}
print(describe(Square(side: 3).scaled(by: 2)))
print("total:", totalArea(shapes))
let biggest = shapes.max { $0.area < $1.area }!
print("biggest is a \(biggest.name)")
print(shapes.filter { $0 is Square }.count)
