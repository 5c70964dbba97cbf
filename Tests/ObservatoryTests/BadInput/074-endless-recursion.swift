// expect-error: too much recursion
// expect-kind: runtime
func down(_ n: Int) -> Int {
  return down(n + 1)
}
print(down(0))
