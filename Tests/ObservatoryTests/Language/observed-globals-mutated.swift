struct Point: CustomStringConvertible { var x = 0, y = 0
  var description: String { "(\(x), \(y))" } }
var p = Point() { didSet { print("p changed to", p) } }
p.x = 3
p = Point(x: 1, y: 2)
var pts = [Point(), Point(x: 5)] { willSet { print("pts will be", newValue.count) } }
pts[1].y = 9
pts.append(Point())
pts.removeAll { $0.x == 0 }
print(pts)
var dict: [String: Int] = [:] { didSet { print("dict", dict.sorted { $0.key < $1.key }) } }
dict["a"] = 1
dict["a", default: 0] += 1
dict["b"] = nil
var opt: Int? = nil { didSet { print("opt", opt as Any) } }
opt? += 1
opt = 5
opt? += 1
opt! += 1
class Box { var items: [Int] = [] { didSet { print("items", oldValue, "->", items) } } }
let b = Box()
b.items.append(1)
b.items += [2, 3]
b.items[0] = 10
b.items.sort(by: >)
func addFour(_ a: inout [Int]) { a.append(4) }
addFour(&b.items)
var global: Box = Box() { didSet { print("global replaced") } }
global.items.append(7)
global = Box()
struct Wrapper { var box = Box(); var n = 0 { didSet { print("n", n) } } }
var w = Wrapper() { didSet { print("w didSet") } }
w.box.items.append(5)
w.n += 1
