enum LoadError: Error, CustomStringConvertible {
    case notFound(String)
    case tooLarge(String, bytes: Int)

    var description: String {
        switch self {
        case .notFound(let name): return "not found: \(name)"
        case .tooLarge(let name, let bytes): return "\(name) is too large (\(bytes) bytes)"
        }
    }
}

struct Image: CustomStringConvertible {
    let name: String
    let bytes: Int
    var description: String { "<\(name) \(bytes)B>" }
}

actor ImageCache {
    private var storage: [String: Image] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func image(named name: String) -> Image? {
        if let image = storage[name] {
            hits += 1
            return image
        }
        misses += 1
        return nil
    }

    func insert(_ image: Image) { storage[image.name] = image }
    var count: Int { storage.count }
}

struct FakeServer {
    let files: [String: Int]
    func fetch(_ name: String) async throws -> Image {
        try await Task.sleep(for: .milliseconds(files[name, default: 10] / 10))
        guard let size = files[name] else { throw LoadError.notFound(name) }
        guard size <= 5_000 else { throw LoadError.tooLarge(name, bytes: size) }
        return Image(name: name, bytes: size)
    }
}

final class ImageLoader {
    let cache = ImageCache()
    let server: FakeServer
    init(server: FakeServer) { self.server = server }

    func load(_ name: String) async -> Result<Image, LoadError> {
        if let cached = await cache.image(named: name) { return .success(cached) }
        do {
            let image = try await server.fetch(name)
            await cache.insert(image)
            return .success(image)
        } catch let error as LoadError {
            return .failure(error)
        } catch {
            return .failure(.notFound("\(name) (\(error))"))
        }
    }

    func loadAll(_ names: [String]) async -> [String: Result<Image, LoadError>] {
        await withTaskGroup(of: (String, Result<Image, LoadError>).self) { group in
            for name in names {
                group.addTask { (name, await self.load(name)) }
            }
            var results: [String: Result<Image, LoadError>] = [:]
            for await (name, result) in group { results[name] = result }
            return results
        }
    }
}

let loader = ImageLoader(server: FakeServer(files: ["cat.png": 1200, "dog.png": 800, "map.tif": 90_000]))
let first = await loader.loadAll(["cat.png", "dog.png", "map.tif", "owl.gif"])
for name in first.keys.sorted() {
    switch first[name]! {
    case .success(let image): print(name, "ok", image)
    case .failure(let error): print(name, "failed:", error)
    }
}
let again = await loader.load("cat.png")
print(try again.get().bytes, (try? await loader.load("owl.gif").get()) == nil)
let sizes = first.values.compactMap { try? $0.get().bytes }.sorted()
print("sizes", sizes, "total", sizes.reduce(0, +))
print("cache:", await loader.cache.count, "hits", await loader.cache.hits, "misses", await loader.cache.misses)
