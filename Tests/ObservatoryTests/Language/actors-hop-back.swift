import Observation

// A view model with async work, tasks, actors, errors
enum LoadError: Error, CustomStringConvertible {
  case offline, notFound(id: Int)
  var description: String {
    switch self {
    case .offline: "offline"
    case .notFound(let id): "not found: \(id)"
    }
  }
}

actor Cache {
  private var store: [Int: String] = [:]
  func get(_ id: Int) -> String? { store[id] }
  func put(_ id: Int, _ s: String) { store[id] = s }
  var count: Int { store.count }
}

@MainActor @Observable final class ProfileModel {
  var name = ""
  var isLoading = false
  var error: LoadError?
  private let cache = Cache()
  func load(id: Int) async {
    isLoading = true
    defer { isLoading = false }
    do {
      name = try await fetch(id: id)
      await cache.put(id, name)
    } catch let e as LoadError {
      error = e
    } catch {
      print("other", error)
    }
  }
  func fetch(id: Int) async throws -> String {
    try await Task.sleep(for: .milliseconds(10))
    if id < 0 { throw LoadError.offline }
    guard id < 100 else { throw LoadError.notFound(id: id) }
    return "user\(id)"
  }
  func cached() async -> Int { await cache.count }
}

let model = ProfileModel()
@MainActor func watch() {
  withObservationTracking {
    _ = model.isLoading
    _ = model.name
  } onChange: {
    Task { @MainActor in
      print("changed; loading:", model.isLoading)
      watch()
    }
  }
}
watch()
await model.load(id: 7)
print(model.name, model.isLoading, model.error as Any)
await model.load(id: 500)
print(model.error.map(String.init(describing:)) ?? "none")
await model.load(id: -1)
print(model.error!.description, await model.cached())

func work(_ n: Int) async -> Int {
  try? await Task.sleep(for: .milliseconds(n))
  return n * 2
}
async let a = work(30)
async let b2 = work(10)
let (ra, rb) = await (a, b2)
print(ra + rb)
let results = await withTaskGroup(of: Int.self) { group in
  for i in 1...3 { group.addTask { await work(i * 5) } }
  var all: [Int] = []
  for await r in group { all.append(r) }
  return all.sorted()
}
print(results)
let t = Task { () -> Int in
  try await Task.sleep(for: .seconds(5))
  return 1
}
t.cancel()
do { _ = try await t.value } catch is CancellationError { print("cancelled") } catch { print("other") }
