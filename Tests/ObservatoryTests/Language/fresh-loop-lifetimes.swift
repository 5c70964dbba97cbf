final class Connection {
  let id: Int
  init(_ id: Int) {
    self.id = id
    print("open \(id)")
  }
  deinit { print("close \(id)") }
  func send(_ s: String) -> Bool { s.count % 2 == id % 2 }
}

final class Pool {
  var idle: [Connection] = []
  func take() -> Connection? { idle.popLast() }
}

func broadcast(_ messages: [String]) {
  for (n, m) in messages.enumerated() {
    let c = Connection(n)
    defer { print("sent \(m)") }
    if !c.send(m) {
      print("retry \(m)")
      continue
    }
  }
  print("broadcast done")
}

func drain(_ pool: Pool) {
  while let c = pool.take() {
    if c.id == 11 {
      print("stop at", c.id)
      break
    }
    print("drained", c.id)
  }
  print("pool has", pool.idle.count)
}

func pick(_ ids: [Int]) -> Int {
  for c in ids.map(Connection.init) where c.id > 20 {
    print("picked", c.id)
    return c.id
  }
  return -1
}

broadcast(["hi", "hey", "yo"])
let pool = Pool()
pool.idle = [Connection(10), Connection(11), Connection(12)]
drain(pool)
print("picked id", pick([20, 21, 22]))
for case let c? in [Connection(30), nil, Connection(31)] { print("some", c.id) }
print("after case loop")
var total = 0
for batch in [[Connection(40)], [Connection(41), Connection(42)]] {
  for c in batch { total += c.id }
  print("batch done")
}
print("total", total)
switch pool.idle.first {
case let c?: print("first idle", c.id)
case nil: print("none idle")
}
pool.idle = []
print("end")
