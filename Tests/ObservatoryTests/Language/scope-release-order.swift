final class Noisy {
  let n: Int
  init(_ n: Int) { self.n = n; print("init \(n)") }
  deinit { print("deinit \(n)") }
}
func loops() {
  for x in [Noisy(1), Noisy(2)] { print("body", x.n) }
  print("after for")
  for i in 3...4 { let y = Noisy(i); print("made", y.n) }
  print("after for locals")
  for x in [Noisy(5), Noisy(6), Noisy(7)] { if x.n == 6 { break }; print("saw", x.n) }
  print("after break")
  var k = 0
  while k < 2 { let z = Noisy(10 + k); k += 1; if z.n == 10 { continue }; print("while", z.n) }
  print("after while")
  var queue = [Noisy(20), Noisy(21)]
  while let q = queue.popLast() { print("popped", q.n) }
  print("after while let")
  switch k { case 2: let s = Noisy(30); print("case", s.n) default: break }
  print("after switch")
  if let o = Optional(Noisy(40)) { print("if let", o.n) }
  print("after if let")
  do { let d = Noisy(50); print("do", d.n) }
  print("after do")
  for case let x? in [Noisy(60), nil] as [Noisy?] { print("case let", x.n) }
  print("after for case")
}
loops()
print("end")
