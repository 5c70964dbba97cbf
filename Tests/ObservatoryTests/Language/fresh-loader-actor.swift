import Observation

actor ImageCache {
  private var storage: [String: [Int]] = [:]
  private(set) var hits = 0
  private(set) var misses = 0

  func image(for url: String, load: (String) async throws -> [Int]) async rethrows -> [Int] {
    if let cached = storage[url] {
      hits += 1
      return cached
    }
    misses += 1
    let data = try await load(url)
    storage[url] = data
    return data
  }
}

struct LoadError: Error { let url: String }

@Observable
@MainActor
final class GalleryModel {
  var thumbnails: [String: Int] = [:]
  var failures: [String] = []
  var isLoading = false
  let cache = ImageCache()

  func load(_ urls: [String]) async {
    isLoading = true
    defer { isLoading = false }
    for url in urls {
      do {
        let pixels = try await cache.image(for: url) { u in
          if u.hasSuffix(".bad") { throw LoadError(url: u) }
          return Array(repeating: u.count, count: 3)
        }
        thumbnails[url] = pixels.reduce(0, +)
      } catch let e as LoadError {
        failures.append(e.url)
      } catch {
        failures.append("?")
      }
    }
  }
}

@MainActor
func main() async {
  let model = GalleryModel()
  withObservationTracking {
    _ = model.isLoading
  } onChange: {
    print("isLoading will change")
  }
  await model.load(["a.png", "b.bad", "a.png", "cc.png"])
  print(model.thumbnails.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
  print("failures", model.failures, "loading", model.isLoading)
  let (h, m) = (await model.cache.hits, await model.cache.misses)
  print("hits \(h) misses \(m)")
  async let x = model.cache.image(for: "zz.png") { _ in [1, 2] }
  async let y = model.cache.image(for: "a.png") { _ in [] }
  let both = await (x, y)
  print(both.0, both.1)
}
await main()
