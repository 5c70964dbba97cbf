//: # A trap: an index out of range
var xs = [1, 2, 3]
print("count \(xs.count)")
func third(after k: Int) -> Int {
  xs[k + 3]
}
print("before")
print(third(after: 1))
print("never")
