struct Matrix: Equatable, CustomStringConvertible {
  let rows: Int, cols: Int
  private(set) var grid: [Double]
  init(rows: Int, cols: Int, repeating v: Double = 0) {
    self.rows = rows
    self.cols = cols
    grid = Array(repeating: v, count: rows * cols)
  }
  init(_ values: [[Double]]) {
    self.init(rows: values.count, cols: values.first?.count ?? 0)
    grid = values.flatMap { $0 }
  }
  subscript(r: Int, c: Int) -> Double {
    get { grid[r * cols + c] }
    set { grid[r * cols + c] = newValue }
  }
  static func * (a: Matrix, b: Matrix) -> Matrix {
    precondition(a.cols == b.rows, "shape mismatch")
    var out = Matrix(rows: a.rows, cols: b.cols)
    for i in 0..<a.rows {
      for j in 0..<b.cols {
        var s = 0.0
        for k in 0..<a.cols { s += a[i, k] * b[k, j] }
        out[i, j] = s
      }
    }
    return out
  }
  static func + (a: Matrix, b: Matrix) -> Matrix {
    var out = a
    for i in out.grid.indices { out.grid[i] += b.grid[i] }
    return out
  }
  var transposed: Matrix {
    var t = Matrix(rows: cols, cols: rows)
    for i in 0..<rows { for j in 0..<cols { t[j, i] = self[i, j] } }
    return t
  }
  var description: String {
    (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: " / ")
  }
}

let a = Matrix([[1, 2], [3, 4]])
let id = Matrix([[1, 0], [0, 1]])
print(a * id == a, a * a, a + a)
var b = a.transposed
b[0, 1] = 9.5
print(b, b.grid.max()!, (a * b).transposed)
