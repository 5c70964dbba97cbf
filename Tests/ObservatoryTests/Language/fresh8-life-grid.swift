struct Grid: CustomStringConvertible, Equatable {
    let width: Int, height: Int
    private var cells: [Bool]

    init(width: Int, height: Int, alive: [(Int, Int)] = []) {
        self.width = width
        self.height = height
        cells = Array(repeating: false, count: width * height)
        for (x, y) in alive { self[x, y] = true }
    }

    subscript(x: Int, y: Int) -> Bool {
        get {
            let wx = (x + width) % width, wy = (y + height) % height
            return cells[wy * width + wx]
        }
        set { cells[((y + height) % height) * width + (x + width) % width] = newValue }
    }

    func neighbours(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                if self[x + dx, y + dy] { n += 1 }
            }
        }
        return n
    }

    func next() -> Grid {
        var g = self
        for y in 0..<height {
            for x in 0..<width {
                switch (self[x, y], neighbours(x, y)) {
                case (true, 2), (_, 3): g[x, y] = true
                default: g[x, y] = false
                }
            }
        }
        return g
    }

    var population: Int { cells.lazy.filter { $0 }.count }

    var description: String {
        (0..<height).map { y in
            String((0..<width).map { self[$0, y] ? "#" : "." })
        }.joined(separator: "\n")
    }
}

var grid = Grid(width: 6, height: 6, alive: [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)])
var seen: [Grid] = [grid]
for generation in 1...4 {
    grid = grid.next()
    print("generation \(generation), population \(grid.population)")
    print(grid)
    if seen.contains(grid) { print("repeats!") }
    seen.append(grid)
}
let blinker = Grid(width: 5, height: 5, alive: [(1, 2), (2, 2), (3, 2)])
print(blinker.next().next() == blinker, blinker.next() == blinker, blinker.neighbours(2, 1))
