actor ImageCache {
  private var images: [String: String] = [:]
  private var inFlight: [String: Task<String, Error>] = [:]
  private(set) var downloads = 0

  func image(for url: String) async throws -> String {
    if let cached = images[url] { return cached }
    if let running = inFlight[url] { return try await running.value }
    let task = Task { () throws -> String in
      try await Task.sleep(for: .milliseconds(30))
      if url.hasSuffix(".gif") { throw CancellationError() }
      return "<\(url) bitmap>"
    }
    inFlight[url] = task
    downloads += 1
    defer { inFlight[url] = nil }
    let image = try await task.value
    images[url] = image
    return image
  }

  func clear() { images.removeAll() }
}

let cache = ImageCache()
async let a = cache.image(for: "cat.png")
async let b = cache.image(for: "cat.png")
async let c = cache.image(for: "dog.png")
print(try await a, try await b, try await c)
print("downloads:", await cache.downloads)
print(try await cache.image(for: "cat.png"), await cache.downloads)
do {
  _ = try await cache.image(for: "spin.gif")
} catch {
  print("gif failed:", error)
}
await cache.clear()
_ = try await cache.image(for: "cat.png")
print("after clear:", await cache.downloads)
