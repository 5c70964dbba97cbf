// Idiom: overriding computed properties and property observers in a subclass; class vs static members.
import Observation

class Shape {
    var name: String { "shape" }
    var sides: Int { 0 }
    class var family: String { "Shape" }
    var label: String = "" {
        didSet { print("\(name) label set to \(label)") }
    }
    func summary() -> String { "\(name) with \(sides) sides" }
}

class Triangle: Shape {
    override var name: String { "triangle" }
    override var sides: Int { 3 }
    override class var family: String { "Polygon" }
    override var label: String {
        didSet { print("triangle observer saw \(oldValue) -> \(label)") }
    }
}

@Observable final class Canvas {
    var shapes: [Shape] = [Shape(), Triangle()]
}

let canvas = Canvas()
for shape in canvas.shapes { print(shape.summary()) }
print(Shape.family, Triangle.family)
withObservationTracking {
    _ = canvas.shapes
} onChange: {
    print("canvas.shapes changed")
}
canvas.shapes[1].label = "A"
canvas.shapes[1].label = "B"
print(canvas.shapes.map(\.label))
