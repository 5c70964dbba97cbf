import Observation

@MainActor @Observable final class AvatarStore {
  private(set) var images: [String: String] = [:]
  private var requests: [String: Task<String, Never>] = [:]
  private(set) var networkCalls = 0

  func avatar(for user: String) async -> String {
    if let done = images[user] { return done }
    if let pending = requests[user] { return await pending.value }
    let task = Task { () -> String in
      networkCalls += 1
      try? await Task.sleep(for: .milliseconds(40))
      return "🖼️ \(user)"
    }
    requests[user] = task
    let image = await task.value
    images[user] = image
    requests[user] = nil
    return image
  }
}

let store = AvatarStore()
let a = Task { await store.avatar(for: "ana") }
let b = Task { await store.avatar(for: "ana") }
let c = Task { await store.avatar(for: "ben") }
print(await a.value, await b.value, await c.value)
print(store.networkCalls, store.images.keys.sorted())
print(await store.avatar(for: "ana"), store.networkCalls)
