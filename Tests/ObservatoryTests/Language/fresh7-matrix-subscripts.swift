struct Matrix: CustomStringConvertible, Equatable {
    let rows: Int
    let cols: Int
    private var cells: [Double]

    init(rows: Int, cols: Int, fill: Double = 0) {
        self.rows = rows
        self.cols = cols
        cells = Array(repeating: fill, count: rows * cols)
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(r: Int, c: Int) -> Double {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }

    subscript(row r: Int) -> [Double] {
        Array(cells[(r * cols)..<(r * cols + cols)])
    }

    static func * (a: Matrix, b: Matrix) -> Matrix {
        precondition(a.cols == b.rows)
        var out = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                var sum = 0.0
                for k in 0..<a.cols { sum += a[i, k] * b[k, j] }
                out[i, j] = sum
            }
        }
        return out
    }

    static func += (m: inout Matrix, k: Double) {
        for i in m.cells.indices { m.cells[i] += k }
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for i in 0..<rows { for j in 0..<cols { t[j, i] = self[i, j] } }
        return t
    }

    var description: String {
        (0..<rows).map { r in self[row: r].map { String($0) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

var m = Matrix(rows: 2, cols: 3)
m[0, 0] = 1; m[0, 1] = 2; m[0, 2] = 3
m[1, 0] = 4; m[1, 1] = 5; m[1, 2] = 6
print(m)
print(m.transposed)
let p = m * m.transposed
print(p, p[1, 1])
print(Matrix.identity(2) * p == p)
var q = Matrix.identity(2)
q += 0.5
print(q, q[row: 1])
