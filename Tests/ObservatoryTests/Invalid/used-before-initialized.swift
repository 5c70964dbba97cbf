import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
func describe() -> String {
  let text: String
  if counter.count > 0 { text = "some" }
  return text
}
print(describe())
try? await Task.sleep(for: .milliseconds(10))
