// Generic values and wrappers printed where their values cannot show their types: an empty page
// a generic loader made, a cache a factory made, an envelope whose payload is an empty array,
// and the enumerated entries of a dictionary and a set. Swift prints them with the static
// types its type checker gave them (the playground reads those from the compiler check).
struct User {
    let name: String
}

struct Page<Item> {
    var items: [Item]
    var cursor: String?
}

struct Envelope<Payload, Meta> {
    var payload: Payload
    var meta: [Meta]
}

final class Cache<Value> {
    var entries: [String: Value] = [:]
}

func emptyPage<T>(of type: T.Type) -> Page<T> { Page(items: [], cursor: nil) }
func makeCache<V>(for type: V.Type) -> Cache<V> { Cache() }
func wrap<P, M>(_ payload: P, meta: M.Type) -> Envelope<P, M> { Envelope(payload: payload, meta: []) }

let users = emptyPage(of: User.self)
print(users)
print("loaded \(emptyPage(of: Int.self)) next")
debugPrint([users], Optional(users) as Any)

let cache = makeCache(for: Double.self)
print(cache, cache.entries.count)

let envelope = wrap([String](), meta: Int.self)
print(envelope)
print("envelope: \(envelope)")

let scores: [String: Int] = [:]
print(scores.enumerated())
let tags: Set<String> = []
print(tags.enumerated())
debugPrint([scores.enumerated()])

let boxed: Any = emptyPage(of: String.self)
print(boxed)

let summary = String(describing: envelope)
print(summary.count, summary)
dump(emptyPage(of: User.self))
print(String(describing: wrap(scores.enumerated(), meta: Double.self)))
