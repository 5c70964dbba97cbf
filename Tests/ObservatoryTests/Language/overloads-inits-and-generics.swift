struct P {
  var v: String
  init(_ x: Int) { v = "int \(x)" }
  init(_ s: String) { v = "str " + s }
}
print(P(3).v, P("a").v)
struct M2 { var c: Double
  init(_ d: Double) { c = d }
  init(_ s: String) { c = 0 }
}
print(M2(2).c)
func f<T>(_ x: T) -> String { "generic" }
func f(_ x: Int) -> String { "int" }
print(f(1), f("a"))
