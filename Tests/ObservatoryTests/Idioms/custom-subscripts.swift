// Idiom: custom subscripts — a Grid struct with subscript(row:col:) get/set, a labelled subscript, and a subscript on an @Observable class.
import Observation

struct Grid {
    let rows: Int, cols: Int
    private var cells: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        cells = Array(repeating: 0, count: rows * cols)
    }
    subscript(row: Int, col: Int) -> Int {
        get { cells[row * cols + col] }
        set { cells[row * cols + col] = newValue }
    }
    subscript(row row: Int) -> [Int] {
        Array(cells[(row * cols)..<(row * cols + cols)])
    }
}

@Observable final class Settings {
    private var values: [String: String] = [:]
    subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

var grid = Grid(rows: 2, cols: 3)
grid[0, 1] = 5
grid[1, 2] += 7
print(grid[row: 0], grid[row: 1], grid[1, 2])

let settings = Settings()
withObservationTracking {
    print("theme is \(settings["theme"] ?? "default")")
} onChange: {
    print("settings will change")
}
settings["theme"] = "dark"
settings["font"] = nil
print(settings["theme"] ?? "-", settings["font"] ?? "-")
