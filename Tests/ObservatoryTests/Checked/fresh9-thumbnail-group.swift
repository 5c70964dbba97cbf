struct Thumbnail: CustomStringConvertible {
    let name: String
    let bytes: Int
    var description: String { "\(name):\(bytes)" }
}

enum LoadError: Error, CustomStringConvertible {
    case notFound(String), corrupt(String)
    var description: String {
        switch self {
        case .notFound(let n): return "\(n) not found"
        case .corrupt(let n): return "\(n) corrupt"
        }
    }
}

func load(_ name: String, delay: Int) async throws -> Thumbnail {
    try await Task.sleep(for: .milliseconds(delay))
    if name.hasSuffix(".tmp") { throw LoadError.notFound(name) }
    if name.contains("bad") { throw LoadError.corrupt(name) }
    return Thumbnail(name: name, bytes: name.count * 100)
}

let names = ["a.png", "bad.png", "c.jpg", "d.tmp", "e.gif"]

// Load all, keep each result, in the original order.
let results = await withTaskGroup(of: (Int, Result<Thumbnail, LoadError>).self) { group in
    for (i, name) in names.enumerated() {
        group.addTask {
            do {
                return (i, .success(try await load(name, delay: (5 - i) * 10)))
            } catch let e as LoadError {
                return (i, .failure(e))
            } catch {
                return (i, .failure(.corrupt(name)))
            }
        }
    }
    var collected: [(Int, Result<Thumbnail, LoadError>)] = []
    for await r in group {
        print("finished #\(r.0)")
        collected.append(r)
    }
    return collected.sorted { $0.0 < $1.0 }.map(\.1)
}
for r in results {
    switch r {
    case .success(let t): print("ok", t)
    case .failure(let e): print("error", e)
    }
}
let good = results.compactMap { try? $0.get() }
print(good.map(\.bytes).reduce(0, +), good)

// Stop at the first failure.
do {
    let all = try await withThrowingTaskGroup(of: Thumbnail.self) { group in
        for (i, name) in names.enumerated() {
            group.addTask { try await load(name, delay: i * 10) }
        }
        var out: [Thumbnail] = []
        for try await t in group { out.append(t) }
        return out
    }
    print("all loaded", all)
} catch {
    print("group failed:", error)
}
