import Foundation
protocol Animal { var name: String { get } }
struct Dog: Animal { let name = "dog" }
struct Cat: Animal { let name = "cat" }
final class Vet {
  func treat(_ d: Dog) -> String { "dog treatment" }
  func treat(_ c: Cat) -> String { "cat treatment" }
  func treat(_ n: Int) -> String { "number \(n)" }
}
struct Money: CustomStringConvertible {
  var cents: Int
  init(_ cents: Int) { self.cents = cents }
  init(_ text: String) { cents = Int(text.replacingOccurrences(of: ".", with: "")) ?? 0 }
  init(_ d: Double) { cents = Int(d * 100) }
  init(dollars: Int) { cents = dollars * 100 }
  var description: String { "\(cents)¢" }
}
func area(_ r: Double) -> Double { 3 * r * r }
func area(_ w: Int, _ h: Int) -> Int { w * h }
func show(_ x: Int?) -> String { x.map { "some \($0)" } ?? "none" }
func show(_ s: String) -> String { "text " + s }
let v = Vet()
print(v.treat(Dog()), v.treat(Cat()), v.treat(3))
print(Money(250), Money("3.10"), Money(1.5), Money(dollars: 2))
print(area(2.0), area(2, 3), show(nil), show(4), show("x"))
