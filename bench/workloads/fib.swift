//: Recursive calls: fib(30) makes 2,692,537 calls.
//: ops: 2692537
func fib(_ n: Int) -> Int {
  if n < 2 { return n }
  return fib(n - 1) + fib(n - 2)
}
print(fib(30))
