protocol Shape: CustomStringConvertible {
    static var sides: Int { get }
    static var name: String { get }
    var area: Double { get }
    func scaled(by k: Double) -> Self
}

extension Shape {
    static var name: String { "shape with \(sides) sides" }
    var description: String { "\(Self.name) of area \(area)" }
}

struct Square: Shape {
    static let sides = 4
    static var name: String { "square" }
    var side: Double
    var area: Double { side * side }
    func scaled(by k: Double) -> Square { Square(side: side * k) }
}

struct Triangle: Shape {
    static let sides = 3
    var base: Double
    var height: Double
    var area: Double { base * height / 2 }
    func scaled(by k: Double) -> Triangle { Triangle(base: base * k, height: height * k) }
}

func largest<S: Shape>(_ shapes: [S]) -> S? { shapes.max { $0.area < $1.area } }

func report<S: Shape>(_ shape: S) -> String {
    "\(S.name) (\(S.sides) sides): \(shape.area) → \(shape.scaled(by: 2).area)"
}

func total(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area } }

let squares = [Square(side: 1), Square(side: 3), Square(side: 2)]
print(largest(squares)!)
print(report(Triangle(base: 3, height: 4)))
print(report(squares[2]))
let mixed: [any Shape] = squares + [Triangle(base: 2, height: 2)]
print(total(mixed))
for s in mixed {
    print(type(of: s).sides, s)
}
let grown = mixed.map { report($0) }
print(grown.count, grown.last!)
