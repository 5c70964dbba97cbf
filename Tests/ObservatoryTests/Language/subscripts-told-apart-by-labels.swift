// Two subscripts with the same index types, told apart only by their labels: Swift picks by the
// label; the playground chooses a subscript by its index values, so it refuses the pair.
struct Matrix {
  var rows: [[Double]]
  subscript(row r: Int) -> [Double] { rows[r] }
  subscript(column c: Int) -> [Double] { rows.map { $0[c] } }
}

let m = Matrix(rows: [[1, 2], [3, 4]])
print(m[row: 1], m[column: 1])
