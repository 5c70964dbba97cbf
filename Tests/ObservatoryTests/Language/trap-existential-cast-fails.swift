// `as!` to an existential the value's type does not conform to: Swift stops the program.
protocol Shape { var area: Double { get } }
struct Square: Shape { let side: Double; var area: Double { side * side } }
struct Label { let text: String }

let items: [Any] = [Square(side: 2), Label(text: "hi")]
for item in items {
  let shape = item as! any Shape
  print("area", shape.area)
}
print("not reached")
