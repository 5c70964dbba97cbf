// expect-error: has no initializers
// expect-kind: compile
class C {
  var x: Int
}
print(C())
