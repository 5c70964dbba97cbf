// Several names before one type (`let w, h: Double`) all take that type, in structs, classes
// and locals; a name with a value of its own keeps it.
struct Size: CustomStringConvertible {
  let width, height: Double
  var area: Double { width * height }
  var description: String { "\(width)x\(height)" }
}

final class Cursor {
  var line, column: Int
  var anchor: (Int, Int)? = nil
  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
  func move(by dx: Int, _ dy: Int) {
    column += dx
    line += dy
    print("cursor at \(line):\(column)")
  }
}

struct Color {
  var red, green, blue: Double
  var alpha = 1.0
  var hex: String {
    let parts = [red, green, blue].map { c -> String in
      let v = Int((c * 255).rounded())
      return (v < 16 ? "0" : "") + String(v, radix: 16)
    }
    return "#" + parts.joined()
  }
}

let s = Size(width: 3, height: 4.5)
print(s, s.area)
let c = Cursor(line: 1, column: 1)
c.move(by: 4, 0)
c.move(by: -2, 3)
var teal = Color(red: 0, green: 0.5, blue: 0.5)
print(teal.hex, teal.alpha)
teal.alpha = 0.25
teal.red += 0.1
print(teal.red, teal.hex, teal.alpha)
var low, high: Int
low = 3
high = 9
let sum, product: Int
sum = low + high
product = low * high
print(low, high, sum, product)
var first, second: String?
first = "a"
print(first as Any, second as Any, (first ?? "") + (second ?? "-"))
