// expect-error: cannot form a range
// expect-kind: runtime
let hi = 1
for i in 5..<hi {
  print(i)
}
