struct Grid<Element>: Sequence, CustomStringConvertible {
  private var cells: [Element]
  let width: Int
  let height: Int

  init(width: Int, height: Int, fill: Element) {
    self.width = width
    self.height = height
    cells = Array(repeating: fill, count: width * height)
  }

  subscript(x: Int, y: Int) -> Element {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "out of bounds")
      return cells[y * width + x]
    }
    set { cells[y * width + x] = newValue }
  }

  func makeIterator() -> IndexingIterator<[Element]> { cells.makeIterator() }

  func mapCells<T>(_ f: (Element) -> T) -> Grid<T> {
    var g = Grid<T>(width: width, height: height, fill: f(cells[0]))
    for y in 0..<height {
      for x in 0..<width { g[x, y] = f(self[x, y]) }
    }
    return g
  }

  var description: String {
    (0..<height).map { y in (0..<width).map { x in "\(self[x, y])" }.joined(separator: " ") }.joined(separator: "\n")
  }
}

extension Grid where Element: Numeric {
  var sum: Element { reduce(0, +) }
}

extension Grid: Equatable where Element: Equatable {
  static func == (a: Grid, b: Grid) -> Bool { a.width == b.width && Array(a) == Array(b) }
}

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return n
  }
}

var g = Grid(width: 3, height: 2, fill: 0)
g[1, 0] = 5
g[2, 1] = 7
print(g)
print("sum", g.sum, "max", g.max()!)
let labels = g.mapCells { $0 == 0 ? "." : "#" }
print(labels)
print(labels.filter { $0 == "#" }.count, g == g, g == g.mapCells { $0 + 0 }, g == Grid(width: 3, height: 2, fill: 0))
for (i, v) in g.enumerated() where v > 0 { print("cell", i, v) }
print(Array(Countdown(n: 3)), Countdown(n: 4).map { $0 * $0 }, Countdown(n: 5).contains(2))
var it = Countdown(n: 2)
while let v = it.next() { print("tick", v) }
let d = Grid(width: 2, height: 2, fill: 1.5)
print(d.sum, d.description.split(separator: "\n").count)
