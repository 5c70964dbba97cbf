import Observation

// Subscripts with argument labels (`grid[row: 1]`), read, assigned and changed in place, on a
// struct, a class and an @Observable model whose subscript writes a tracked property.
struct Grid: CustomStringConvertible {
  var cells: [[Int]]
  init(rows: Int, columns: Int) { cells = Array(repeating: Array(repeating: 0, count: columns), count: rows) }
  subscript(row r: Int) -> [Int] {
    get { cells[r] }
    set { cells[r] = newValue }
  }
  subscript(row r: Int, column c: Int) -> Int {
    get { cells[r][c] }
    set { cells[r][c] = newValue }
  }
  var description: String { cells.map { $0.map(String.init).joined(separator: " ") }.joined(separator: " / ") }
}

final class Cache {
  private var storage: [String: Int] = [:]
  subscript(key k: String) -> Int {
    get { storage[k, default: 0] }
    set { storage[k] = newValue }
  }
  subscript(key k: String, or fallback: Int) -> Int { storage[k] ?? fallback }
  var keys: [String] { storage.keys.sorted() }
}

enum Theme: String, CaseIterable { case light, dark, contrast }

@Observable
final class Settings {
  var theme: Theme = .light
  var flags: [String: Bool] = [:]
  subscript(theme t: Theme) -> Bool {
    get { theme == t }
    set { if newValue { theme = t } }
  }
  subscript(flag name: String) -> Bool {
    get { flags[name] ?? false }
    set { flags[name] = newValue }
  }
}

var grid = Grid(rows: 2, columns: 3)
grid[row: 0, column: 1] = 4
grid[row: 1] = [7, 8, 9]
grid[row: 1, column: 2] += 10
grid[row: 0][2] = 5
print(grid, grid[row: 1], grid[row: 1].reduce(0, +), grid[row: 0, column: 1])

let cache = Cache()
cache[key: "hits"] += 1
cache[key: "hits"] += 1
cache[key: "misses"] = 3
print(cache[key: "hits"], cache[key: "none"], cache[key: "none", or: -1], cache.keys)

let settings = Settings()
func watch(_ label: String, _ read: @escaping () -> Void) {
  withObservationTracking(read) { print("\(label) will change") }
}
watch("theme") { _ = settings[theme: .dark] }
watch("beta flag") { _ = settings[flag: "beta"] }
settings[theme: .light] = false  // the setter writes nothing: no change
print("after a write that changes nothing:", settings.theme)
settings[theme: .dark] = true
settings[flag: "beta"] = true
settings[flag: "beta"].toggle()
print(Theme.allCases.filter { settings[theme: $0] }, settings.flags)
