enum Fail: Error { case boom }
func work(_ n: Int) async -> Int {
  try? await Task.sleep(for: .milliseconds(50 * (5 - n)))
  return n * 10
}
let firstTwo = await withTaskGroup(of: Int.self) { group in
  for n in 1...4 { group.addTask { await work(n) } }
  var got: [Int] = []
  while let v = await group.next() {
    got.append(v)
    if got.count == 2 { break }
  }
  return got
}
print("first two", firstTwo)
let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
  for n in 1...3 { group.addTask { n * n } }
  var sum = 0
  for await v in group { sum += v }
  return sum
}
print("total", total)
do {
  let r = try await withThrowingTaskGroup(of: Int.self) { group in
    group.addTask { 1 }
    group.addTask { throw Fail.boom }
    var s = 0
    for try await v in group { s += v }
    return s
  }
  print("r", r)
} catch {
  print("caught", error)
}
