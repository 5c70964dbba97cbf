// expect-error: has no member 'cont'
// expect-kind: compile
// expect-hint: did you mean 'count'?
struct Counter {
  var count = 0
}
let c = Counter()
print(c.cont)
