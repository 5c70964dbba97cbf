import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func label(for c: Counter) -> String {
  if c.count > 0 {
    return "positive"
  }
}
print(label(for: counter))
try? await Task.sleep(for: .milliseconds(10))
