//: Recursive calls written as one expression: fib(30), 2,692,537 calls.
//: ops: 2692537
func fib(_ n: Int) -> Int {
  n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(30))
