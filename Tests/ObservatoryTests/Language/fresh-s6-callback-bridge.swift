// Bridging callbacks to async: checked continuations, AsyncThrowingStream from a callback API,
// nonisolated actor members, and a timeout race with a task group.
final class LegacyDownloader {
  func fetch(_ id: Int, completion: @escaping (Result<String, Error>) -> Void) {
    Task {
      try? await Task.sleep(for: .milliseconds(id * 3))
      completion(id < 0 ? .failure(DownloadError.badID(id)) : .success("file\(id)"))
    }
  }
  func watch(every ms: Int, count: Int, onTick: @escaping (Int) -> Void, onDone: @escaping (Error?) -> Void) {
    Task {
      for i in 1...count {
        try? await Task.sleep(for: .milliseconds(ms))
        onTick(i)
      }
      onDone(count > 3 ? DownloadError.tooMany : nil)
    }
  }
}
enum DownloadError: Error { case badID(Int), tooMany, timedOut }

extension LegacyDownloader {
  func fetch(_ id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { cont in
      fetch(id) { cont.resume(with: $0) }
    }
  }
}

actor Stats {
  private var values: [String] = []
  nonisolated let name: String
  init(name: String) { self.name = name }
  func add(_ s: String) { values.append(s) }
  var all: [String] { values }
  nonisolated func label() -> String { "stats(\(name))" }
}

func withTimeout(ms: Int, _ op: @escaping @Sendable () async throws -> String) async throws -> String {
  try await withThrowingTaskGroup(of: String.self) { group in
    group.addTask { try await op() }
    group.addTask {
      try await Task.sleep(for: .milliseconds(ms))
      throw DownloadError.timedOut
    }
    let first = try await group.next()!
    group.cancelAll()
    return first
  }
}

let d = LegacyDownloader()
let stats = Stats(name: "run")
print(stats.label(), stats.name)
for id in [2, -1, 5] {
  do { await stats.add(try await d.fetch(id)) } catch { await stats.add("error \(error)") }
}
print(await stats.all)
for limit in [50, 5] {
  do {
    let v = try await withTimeout(ms: limit) { try await d.fetch(4) }
    print("got", v, "within", limit)
  } catch {
    print("timeout at", limit, error)
  }
}
let plain = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
  d.fetch(1) { r in
    if case .success(let name) = r { c.resume(returning: name.count) } else { c.resume(returning: -1) }
  }
}
print(plain)

// A cancelled task still takes its task group's results and its continuation's value; a sleep
// whose deadline has passed does not suspend, and a cancelled task's sleep throws.
let grouped = Task { () -> [Int] in
  try? await Task.sleep(for: .milliseconds(10))
  return await withTaskGroup(of: Int.self) { g in
    for i in 1...3 { g.addTask { i * 10 } }
    var out: [Int] = []
    for await v in g { out.append(v) }
    return out.sorted()
  }
}
grouped.cancel()
let bridged = Task { () -> String in
  try await withCheckedThrowingContinuation { c in d.fetch(6) { c.resume(with: $0) } }
}
bridged.cancel()
print(await grouped.value, try await bridged.value)
var order: [String] = []
let sleeper = Task { try? await Task.sleep(for: .zero); order.append("zero") }
order.append("before")
try await Task.sleep(for: .milliseconds(-1))
order.append("after a past deadline")
await sleeper.value
let refused = Task { () -> String in
  do { try await Task.sleep(for: .seconds(-1)); return "slept" } catch { return "\(error)" }
}
refused.cancel()
print(order, await refused.value)
