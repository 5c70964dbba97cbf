// Overloads chosen by static types: the most specific one the argument fits, and by the type the
// result is used as.
class Shape { var name: String { "shape" } }
class Circle: Shape { override var name: String { "circle" } }
final class UnitCircle: Circle { override var name: String { "unit circle" } }
protocol Labeled { var label: String { get } }
struct Tag: Labeled { let label: String }

enum Renderer {
  static func draw(_ s: Shape) -> String { "generic draw of \(s.name)" }
  static func draw(_ c: Circle) -> String { "arc draw of \(c.name)" }
}

func describe(_ value: Any) -> String { "something" }
func describe(_ value: Int) -> String { "the number \(value)" }
func describe(_ value: Labeled) -> String { "labeled \(value.label)" }
func describe<C: Collection>(_ items: C) -> String { "\(items.count) items" }

func parse(_ text: String) -> Int { Int(text) ?? 0 }
func parse(_ text: String) -> Double { Double(text) ?? 0 }
func parse(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }

func score(_ values: [Int]) -> Int { values.reduce(0, +) }
func score(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }

let shape: Shape = UnitCircle()
let circle = Circle()
print(Renderer.draw(Shape()), "|", Renderer.draw(circle), "|", Renderer.draw(UnitCircle()), "|", Renderer.draw(shape))
let tag = Tag(label: "new")
let anyTag: Any = tag
print(
  describe(42), "|", describe(tag), "|", describe([1, 2, 3]), "|", describe("abc"), "|", describe(2.5), "|",
  describe(anyTag))
let count: Int = parse("12")
let ratio: Double = parse("0.25")
let parts: [String] = parse("a,b,c")
print(count + 1, ratio * 2, parts)
func total(_ text: String) -> Int { parse(text) + parse("1") }
print(total("41"), parse("7") as Int, (parse("1.5") as Double) + 1)
print(score([1, 2, 3]), score([1.5, 2.5]), score([1, 2.5]))
