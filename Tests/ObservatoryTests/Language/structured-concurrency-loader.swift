// An image prefetcher and a dashboard loader: task groups, async let and task results.
struct FetchError: Error, CustomStringConvertible {
  let url: String
  var description: String { "FetchError(\(url))" }
}

@MainActor final class Log {
  static var lines: [String] = []
  static func add(_ s: String) { lines.append(s) }
}

@MainActor func download(_ url: String, ms: Int, fails: Bool = false) async throws -> Int {
  do {
    try await Task.sleep(for: .milliseconds(ms))
  } catch {
    Log.add("cancelled \(url)")
    throw error
  }
  if fails {
    Log.add("failed \(url)")
    throw FetchError(url: url)
  }
  Log.add("got \(url)")
  return url.count * 100
}

@MainActor func prefetch(_ urls: [(String, Int)], failing: String? = nil) async -> String {
  do {
    let sizes = try await withThrowingTaskGroup(of: (String, Int).self) { group in
      for (url, ms) in urls {
        group.addTask { (url, try await download(url, ms: ms, fails: url == failing)) }
      }
      var sizes: [String: Int] = [:]
      for try await (url, size) in group {
        sizes[url] = size
        Log.add("stored \(url)")
      }
      Log.add("loop finished")
      return sizes
    }
    return "sizes " + sizes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  } catch {
    return "prefetch failed: \(error)"
  }
}

@MainActor func validate() async -> String {
  do {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { _ = try await download("a.png", ms: 30) }
      group.addTask { _ = try await download("b.png", ms: 60) }
      try await Task.sleep(for: .milliseconds(10))
      Log.add("body gives up")
      throw FetchError(url: "body")
    }
    return "validated"
  } catch {
    return "validate threw \(error) after its children ended"
  }
}

@MainActor func warmUp() async -> Int {
  await withTaskGroup(of: Int.self) { group in
    group.addTask { (try? await download("w1", ms: 20)) ?? 0 }
    group.addTask { (try? await download("w2-slow", ms: 40)) ?? 0 }
    await group.waitForAll()
    Log.add("warm, cancelled: \(group.isCancelled), empty: \(group.isEmpty)")
    return 2
  }
}

@MainActor func dashboard() async throws -> String {
  async let profile = download("profile", ms: 10)
  async let feed = download("feed", ms: 50)
  let p = try await profile
  Log.add("profile first: \(p)")
  if p > 0 { return "dashboard with profile only" }
  return "dashboard \(p) \(try await feed)"
}

@MainActor func run() async {
  print(await prefetch([("one.png", 20), ("three.png", 40)]))
  print(await prefetch([("x.png", 10), ("bad.png", 20), ("late.png", 60)], failing: "bad.png"))
  print(await validate())
  print(await warmUp())
  print((try? await dashboard()) ?? "no dashboard")
  let ok = Task { try await download("ok.json", ms: 5) }
  let bad = Task { try await download("bad.json", ms: 15, fails: true) }
  print(await ok.result)
  switch await bad.result {
  case .success(let size): print("unexpected", size)
  case .failure(let error): print("bad.json:", error)
  }
  for line in Log.lines { print(" ", line) }
}

await run()
