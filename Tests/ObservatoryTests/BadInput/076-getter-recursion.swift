// expect-error: too much recursion
// expect-kind: runtime
struct S {
  var x: Int { x + 1 }
}
print(S().x)
