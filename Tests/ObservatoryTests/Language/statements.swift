import Observation

enum LoadState: Equatable {
  case idle
  case loading(progress: Int)
  case loaded([String])
  case failed(String)
}
let states: [LoadState] = [.idle, .loading(progress: 40), .loaded(["a", "b"]), .failed("boom")]
for s in states {
  if case .loaded(let items) = s { print("loaded", items) }
  if case let .loading(p) = s, p > 10 { print("loading", p) }
  switch s {
  case .idle: print("idle")
  case .loading(let p) where p < 50: print("early", p)
  case .loading: print("late")
  case .loaded(let xs) where xs.isEmpty: print("empty")
  case .loaded(let xs): print("items", xs.count)
  case .failed(let msg): print("failed:", msg)
  }
}
for case .loaded(let xs) in states { print("for case", xs) }
let maybe: [Int?] = [1, nil, 3]
for case let x? in maybe { print("some", x) }
func check(_ v: Int?) -> String {
  guard case let x? = v else { return "none" }
  return "got \(x)"
}
print(check(5), check(nil))
let point = (3, -2)
switch point {
case (0, 0): print("origin")
case (let x, 0): print("on x", x)
case (_, let y) where y < 0: print("below", y)
default: print("elsewhere")
}
let grade = 85
switch grade {
case 90...100: print("A")
case 80..<90: print("B")
default: print("C")
}
enum Shape { case circle(r: Double), rect(w: Double, h: Double) }
let shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3)]
for sh in shapes {
  switch sh {
  case .circle(let r), .rect(let r, _): print("first", r)
  }
}

var queue = [1, 2, 3]
while let first = queue.first {
  queue.removeFirst()
  print("took", first)
}

enum VendingError: Error { case empty, insufficient(coins: Int), busy }
func vend(_ n: Int) throws -> String {
  if n == 0 { throw VendingError.empty }
  if n == 1 { throw VendingError.insufficient(coins: 3) }
  if n == 2 { throw VendingError.busy }
  return "snack"
}
for n in 0...3 {
  do {
    print(try vend(n))
  } catch VendingError.empty {
    print("empty")
  } catch VendingError.insufficient(let coins) where coins > 2 {
    print("need", coins)
  } catch let e as VendingError {
    print("other", e)
  }
}
do { _ = try vend(0) } catch { print("caught", error) }

func withDefers() -> Int {
  var log: [String] = []
  defer { print("outer defer", log) }
  for i in 0..<3 {
    defer { log.append("end \(i)") }
    if i == 1 { continue }
    log.append("body \(i)")
  }
  do {
    defer { print("do defer") }
    print("in do")
  }
  return log.count
}
print(withDefers())
func thrower() throws {
  defer { print("cleanup before throw") }
  throw VendingError.busy
}
do { try thrower() } catch { print("after", error) }

func bump(_ x: inout Int, by d: Int = 1) { x += d }
var counter = 0
bump(&counter)
bump(&counter, by: 5)
print(counter)
var a = 1, b = 2
swap(&a, &b)
print(a, b)
var arr = [1, 2, 3]
bump(&arr[1], by: 10)
print(arr)
@Observable class Model { var count = 0; var items: [Int] = [] }
let m = Model()
withObservationTracking { _ = m.count } onChange: { print("count will change; still", m.count) }
bump(&m.count, by: 2)
print(m.count)
func appendTwo(_ xs: inout [Int]) { xs.append(1); xs.append(2) }
withObservationTracking { _ = m.items } onChange: { print("items will change") }
appendTwo(&m.items)
print(m.items)

class Owner {
  var name = "o"
  var handler: (() -> Void)?
  func setUp() {
    handler = { [weak self] in
      guard let self else { print("gone"); return }
      print("hello", self.name, name)
    }
  }
  deinit { print("owner deinit") }
}
do {
  let o = Owner()
  o.setUp()
  o.handler?()
  let h = o.handler
  _ = h
}
var value = 1
let captured = { [value] in print("captured", value) }
let live = { print("live", value) }
value = 2
captured()
live()
weak var weakModel: Model? = Model()
print(weakModel == nil)
let strong = Model()
weak var w2 = strong
print(w2 === strong)
