// Factories handed around as closures: the closure writes no result type, its context does, and
// the values it makes are of that type (printed with their type arguments, as Swift prints them).
struct Page<Item> {
  var items: [Item] = []
  var cursor: String? = nil
}

final class Cache<Value> {
  var entries: [String: Value] = [:]
  init() {}
}

struct Article { let title: String }

enum LoadState<Value> {
  case idle
  case loaded(Value)
}

struct FeedLoader {
  var emptyPage: () -> Page<Article> = { Page() }
  var makeCache: (() -> Cache<Article>)? = nil
  var scale: () -> Double = { 2 }
}

func firstPage(_ make: () -> Page<String>) -> Page<String> {
  var page = make()
  page.cursor = "p1"
  return page
}

func makeState(initial: () -> LoadState<Int> = { .idle }) -> LoadState<Int> { initial() }

let makeCache: () -> Cache<String> = { Cache() }
let cache = makeCache()
print("cache:", type(of: cache), cache.entries.count)

var loader = FeedLoader()
print(loader.emptyPage())
print(loader.scale(), type(of: loader.scale()))
loader.makeCache = { Cache() }
if let make = loader.makeCache {
  print(type(of: make()))
}

print(firstPage { Page() })
print([makeState()], makeState(initial: { .loaded(3) }))

func pageFactory() -> () -> Page<Int> {
  return { Page(items: [], cursor: "start") }
}
print(pageFactory()())

// A dictionary's default value is of its value type too.
var cachesByFeed: [String: Cache<Article>] = [:]
let feedCache = cachesByFeed["swift", default: Cache()]
cachesByFeed["swift"] = feedCache
print(type(of: feedCache), cachesByFeed.count)
