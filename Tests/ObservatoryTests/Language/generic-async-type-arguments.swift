// Async generic functions and methods (an actor's too) know their type parameters across the
// awaits in their bodies: a loader, a cache actor and a repository fetch empty pages.

struct Page<Item> {
  var items: [Item]
  var next: Int?
}

struct User {
  let name: String
}

enum Loadable<Value> {
  case idle
  case loaded(Value)
}

func pause() async {
  await Task.yield()
}

// A top-level async loader: the page it makes after an await is a Page of what it was given.
func loadPage<Item>(_ items: [Item], after delay: Int) async -> Page<Item> {
  await pause()
  let page = Page<Item>(items: items, next: nil)
  print("loaded", type(of: items), "after", delay)
  return page
}

func loadState<Value>(of value: Value) async -> Loadable<Page<Value>> {
  await pause()
  return .loaded(Page(items: [], next: 1))
}

// An actor caching values by key.
actor ResponseCache {
  private var entries: [String: Any] = [:]

  func store<Value>(_ value: Value, for key: String) {
    entries[key] = value
    print("cached", type(of: value), "for", key)
  }

  func page<Value>(of kind: Value.Type) async -> Page<Value> {
    await pause()
    return Page<Value>(items: [], next: nil)
  }

  func value<Value>(for key: String, as kind: Value.Type) -> Value? {
    entries[key] as? Value
  }
}

// A repository whose fetch is an async method.
final class Repository {
  func fetch<Model>(_ kind: Model.Type, page: Int) async throws -> Page<Model> {
    await pause()
    print("fetching", kind, "page", page)
    return Page(items: [], next: page + 1)
  }
}

let cache = ResponseCache()
let repository = Repository()
let noUsers: [User] = []
let tags: [String] = []

let work = Task {
  print(await loadPage(noUsers, after: 1))
  print(await loadPage(tags, after: 2))
  print(await loadState(of: 3.5))
  await cache.store(tags, for: "tags")
  await cache.store(User(name: "Ada"), for: "user")
  print(await cache.page(of: User.self))
  print(await cache.value(for: "tags", as: [String].self) ?? ["none"])
  do {
    let users = try await repository.fetch(User.self, page: 1)
    print(users, users.items.count)
  } catch {
    print("failed:", error)
  }
}

await work.value
print("done")
