// Local functions of one name, told apart as top-level overloads are: by labels, then by the
// most specific parameter type the argument's static type fits.
class Animal { var sound: String { "..." } }
final class Cat: Animal { override var sound: String { "meow" } }

func report() {
  func show(_ value: Any) -> String { "any \(value)" }
  func show(_ value: Int) -> String { "int \(value)" }
  func show(_ value: String) -> String { "string \(value)" }
  print(show(1), "|", show("a"), "|", show(2.5), "|", show([1]))

  func speak(_ a: Animal) -> String { "animal says \(a.sound)" }
  func speak(_ c: Cat) -> String { "cat says \(c.sound)" }
  let pet: Animal = Cat()
  print(speak(Cat()), "|", speak(pet), "|", speak(Animal()))

  func move(to x: Int) -> String { "to \(x)" }
  func move(by x: Int) -> String { "by \(x)" }
  func move(_ x: Int) -> String { "plain \(x)" }
  print(move(to: 1), move(by: 2), move(3))

  var total = 0
  func add(_ n: Int) { total += n }
  func add(_ s: String) { total += s.count }
  add(4)
  add("four")
  print("total", total)
}
report()

func nested() -> [String] {
  func wrap(_ x: Int?) -> String { "optional" }
  func wrap(_ x: Int) -> String { "int" }
  let n: Int? = 3
  return [wrap(3), wrap(n)]
}
print(nested())
