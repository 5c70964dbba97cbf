import Observation

@Observable class Counter {
  var count = 0
  var title = "Counter"
}

let counter = Counter()
struct Point { var x = 0; var y = 0 }
let origin = Point()
origin.x = 3
try? await Task.sleep(for: .milliseconds(10))
