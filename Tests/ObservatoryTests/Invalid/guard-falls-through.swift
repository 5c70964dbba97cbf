import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func check(_ c: Counter) {
  guard c.count > 0 else {
    print("empty")
  }
  print("ok")
}
check(counter)
try? await Task.sleep(for: .milliseconds(10))
