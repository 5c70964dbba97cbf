import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
struct Broken: Error {}
func fetch() throws -> Int { throw Broken() }
let value = fetch()
print(value)
try? await Task.sleep(for: .milliseconds(10))
