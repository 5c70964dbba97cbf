// A chart's generic helpers given literals of two kinds (an integer beside a decimal): Swift
// gives the type parameter one common type, Double. With the compiler check the playground
// takes Swift's; without it, it cannot tell, and stops rather than guess Int.
struct Series<Value> {
  var points: [Value] = []
}

struct Range2<Bound> {
  var lower: [Bound]
  var upper: [Bound]

  func emptySeries() -> Series<Bound> {
    Series<Bound>()
  }
}

func span<Value>(_ low: Value, _ high: Value) -> Series<Value> {
  print("span of", type(of: low))
  return Series<Value>()
}

func merge<Value>(_ first: [Value], _ second: [Value]) -> Series<Value> {
  Series<Value>(points: [])
}

print(span(0, 2.5))
print(merge([1, 2], [0.5]))
print(Range2(lower: [0], upper: [99.5]).emptySeries())
