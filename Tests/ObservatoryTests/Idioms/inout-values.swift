// Idiom: inout on array elements, struct fields and dictionary values; a mutating helper that returns a value too.
struct Point {
    var x: Int
    var y: Int
}

func double(_ n: inout Int) { n *= 2 }

func moveRight(_ p: inout Point, by dx: Int) -> Int {
    p.x += dx
    return p.x
}

func appendTwice(_ list: inout [String], _ item: String) {
    list.append(item)
    list.append(item)
}

var scores = [1, 2, 3]
double(&scores[2])
print(scores)

var p = Point(x: 1, y: 2)
let newX = moveRight(&p, by: 10)
double(&p.y)
print(p, newX)

var tags: [String] = []
appendTwice(&tags, "swift")
print(tags)

var stock = ["apples": 3]
double(&stock["apples", default: 0])
double(&stock["pears", default: 1])
print(stock.sorted { $0.key < $1.key })

var points = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
_ = moveRight(&points[1], by: -5)
print(points)
