// Idiom: structs, enums and classes inside collections and optionals print with their module name; String(reflecting:) too.
struct Point {
    var x: Int
    var y: Int
}

enum Direction {
    case north, south
}

final class Box {
    var value = 1
}

let p = Point(x: 1, y: 2)
print(p)
print([p])
print(Optional(p) as Any)
print(Direction.north, [Direction.north, .south])
print(["start": p])
print((p, Direction.south))
print(Box())
print([Box()])
print(String(describing: p), String(reflecting: p))
print(String(describing: Direction.south), String(reflecting: Direction.south))
print("\(p) and \([p])")
print(Point.self, type(of: p), [Point].self)
