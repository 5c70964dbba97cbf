//: Recursive calls: fib(25) makes 242,785 calls.
//: ops: 242785
func fib(_ n: Int) -> Int {
  if n < 2 { return n }
  return fib(n - 1) + fib(n - 2)
}
print(fib(25))
