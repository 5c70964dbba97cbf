// A feed loader whose states and results hold generic pages made without written type
// arguments: Swift reads them from the declared enum type (a case's associated value), and a
// generic type named inside its own methods (`Cache.self`) is the instance's own specialization.

struct Note {
  let title: String
}

struct Page<Item> {
  var items: [Item] = []
  var cursor: String? = nil
}

enum Loadable<Value> {
  case idle
  case loading(previous: Value?)
  case loaded(Value)
  case failed(String)
}

struct FetchError: Error {}

final class Cache<Key: Hashable, Value> {
  var storage: [Key: Value] = [:]

  // The type's own name inside its code is `Cache<Key, Value>`.
  var label: String { "\(Cache.self) holding \(storage.count)" }

  func isKind(of other: Any.Type) -> Bool { Cache.self == other }
}

func emptyPage(after cursor: String) -> Result<Page<Note>, FetchError> {
  .success(Page(cursor: cursor))
}

func firstPage(fail: Bool) -> Result<Page<Note>, FetchError> {
  if fail { return .failure(FetchError()) }
  return Result.success(Page())
}

final class FeedModel {
  var state: Loadable<Page<Note>> = .loaded(Page())
  var history: [Loadable<Page<Int>>] = []

  func reload(pages: Int) {
    state = .loading(previous: Page())
    if pages == 0 {
      state = .loaded(Page())
    } else {
      state = .loaded(Page(items: [Note(title: "first")]))
    }
  }

  func statusLine(_ s: Loadable<Page<Note>> = .loaded(Page(cursor: "top"))) -> String {
    String(describing: s)
  }
}

let model = FeedModel()
print(model.state)
model.reload(pages: 0)
print(model.state)
print(model.statusLine())
switch model.state {
case .loaded(let page): print(type(of: page), page.items.count)
default: print("not loaded")
}
model.reload(pages: 1)
if case .loaded(let page) = model.state { print(page.items.map(\.title)) }

print(emptyPage(after: "p2"))
print(firstPage(fail: false))
switch firstPage(fail: true) {
case .success(let page): print("page", page)
case .failure(let error): print("failed:", error)
}

let nested: Result<Loadable<Page<String>>, FetchError> = .success(.loaded(Page()))
print(nested)
debugPrint(nested)
print(type(of: nested))

var results: [String: Loadable<Page<Double>>] = [:]
results["prices"] = .loaded(Page())
print(results)

let cache = Cache<String, [Int]>()
cache.storage["a"] = [1]
print(cache.label)
print(cache.isKind(of: Cache<String, [Int]>.self), cache.isKind(of: Cache<Int, Int>.self))
let ids: Cache<Int, Note> = Cache()
print(ids.label)
