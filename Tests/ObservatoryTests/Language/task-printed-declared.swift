import Observation

@MainActor
@Observable
final class FeedModel {
  var items: [String] = []
  var loading: Task<Void, Never>?
  var count: Task<Int, Never>?

  func load() {
    loading = Task {
      items = ["a", "b"]
    }
    count = Task { 2 }
  }
}

@MainActor
func run() async {
  let model = FeedModel()
  model.load()
  if let loading = model.loading {
    print(loading)
    debugPrint(loading)
    print([loading], String(describing: loading))
    print("loading: \(loading)", type(of: loading))
    await loading.value
  }
  let pending: Task<String, Error> = Task { "done" }
  print(pending, [pending])
  print(String(reflecting: model.count!), model.items)
  print(try! await pending.value, await model.count!.value)
}

await run()
