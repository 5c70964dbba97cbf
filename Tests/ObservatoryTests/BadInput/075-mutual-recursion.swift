// expect-error: too much recursion
// expect-kind: runtime
func ping(_ n: Int) -> Int { pong(n + 1) }
func pong(_ n: Int) -> Int { ping(n + 1) }
print(ping(0))
