// A get-only subscript's later indices may have default values, as a function's parameters may.
final class Table {
    var rows: [[String]] = [["a", "b"], ["c", "d"]]
    subscript(row: Int, column: Int = 1, fallback: String = "?") -> String {
        rows.indices.contains(row) && rows[row].indices.contains(column) ? rows[row][column] : fallback
    }
}
let t = Table()
print(t[0], t[1, 0], t[5], t[5, 0, "-"])
struct Calendar2 {
    let events: [String: [String]]
    subscript(day: String, limit: Int = 2) -> [String] { Array((events[day] ?? []).prefix(limit)) }
}
let cal = Calendar2(events: ["mon": ["gym", "call", "lunch"], "tue": []])
print(cal["mon"], cal["mon", 3], cal["tue"], cal["sun", 1].isEmpty)
