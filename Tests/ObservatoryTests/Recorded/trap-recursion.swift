//: # A trap: a recursion that never ends overflows the stack
func depth(_ n: Int) -> Int {
  1 + depth(n + 1)
}
print("going down")
print(depth(0))
