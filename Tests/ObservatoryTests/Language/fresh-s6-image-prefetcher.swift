// An image prefetcher: an actor cache with in-flight task deduplication, a throwing task group
// with cancellation, AsyncStream progress, and actor reentrancy across an await.
struct Image: CustomStringConvertible { let id: Int; let bytes: Int; var description: String { "img\(id)(\(bytes)b)" } }
enum FetchError: Error { case notFound(Int), cancelled }

actor ImageCache {
  private var cache: [Int: Image] = [:]
  private var inFlight: [Int: Task<Image, Error>] = [:]
  private(set) var downloads = 0

  func image(_ id: Int) async throws -> Image {
    if let hit = cache[id] { return hit }
    if let running = inFlight[id] { return try await running.value }
    let task = Task { () throws -> Image in
      try await Task.sleep(for: .milliseconds(5 * id))
      if id % 7 == 0 { throw FetchError.notFound(id) }
      return Image(id: id, bytes: id * 100)
    }
    inFlight[id] = task
    downloads += 1
    defer { inFlight[id] = nil }
    let img = try await task.value
    cache[id] = img
    return img
  }
  var cachedIDs: [Int] { cache.keys.sorted() }
}

func prefetch(_ ids: [Int], cache: ImageCache, progress: AsyncStream<Int>.Continuation) async -> [Int: Result<Image, Error>] {
  await withTaskGroup(of: (Int, Result<Image, Error>).self) { group in
    for id in ids {
      group.addTask {
        do { return (id, .success(try await cache.image(id))) } catch { return (id, .failure(error)) }
      }
    }
    var results: [Int: Result<Image, Error>] = [:]
    for await (id, r) in group {
      results[id] = r
      progress.yield(results.count)
    }
    progress.finish()
    return results
  }
}

let cache = ImageCache()
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
let watcher = Task {
  var seen: [Int] = []
  for await n in stream { seen.append(n) }
  return seen
}
let results = await prefetch([3, 1, 3, 7, 2, 1], cache: cache, progress: continuation)
for id in results.keys.sorted() {
  switch results[id]! {
  case .success(let img): print(id, img)
  case .failure(let e): print(id, "failed:", e)
  }
}
print(await watcher.value, await cache.downloads, await cache.cachedIDs)

let slow = Task { () -> String in
  do {
    try await Task.sleep(for: .seconds(10))
    return "finished"
  } catch {
    return "cancelled: \(type(of: error))"
  }
}
slow.cancel()
print(await slow.value)

let group = await withThrowingTaskGroup(of: Int.self) { g -> [Int] in
  for i in 1...5 {
    g.addTask {
      try await Task.sleep(for: .milliseconds(i * 10))
      if i == 3 { throw FetchError.cancelled }
      return i
    }
  }
  var got: [Int] = []
  do {
    while let v = try await g.next() { got.append(v) }
  } catch {
    got.append(-1)
    g.cancelAll()
  }
  return got
}
print(group)
let stopped: Error = CancellationError()
print(type(of: stopped), String(reflecting: type(of: stopped)), stopped is CancellationError)
