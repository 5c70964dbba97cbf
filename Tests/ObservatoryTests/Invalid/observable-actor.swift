import Observation

@Observable actor Store {
  var items: [String] = []
}

let store = Store()
try? await Task.sleep(for: .milliseconds(10))
