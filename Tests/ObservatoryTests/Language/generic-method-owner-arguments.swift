// Generic methods of generic types (a store of items tagging and pairing them, a loader and its
// caching subclass): a value made for a type built from both the type's parameter and the
// method's takes both, as Swift gives them at the call.
struct Box<T> {
  var items: [T] = []
}

struct Pair<A, B> {
  var first: [A] = []
  var second: [B] = []
}

struct Store<Item> {
  var items: [Item]

  func tagged<Tag>(_ tag: Tag) -> Box<Tag> {
    print("tag", type(of: tag), type(of: [tag]))
    return Box()
  }

  func paired<Other>(with other: Other) -> Pair<Item, Other> {
    print("pair", type(of: other), type(of: (items, [other])))
    return Pair()
  }

  mutating func merge<Other>(_ others: [Other]) -> Pair<Other, Item> {
    print("merge", type(of: others))
    return Pair<Other, Item>()
  }

  static func empty<Element>(of kind: Element.Type) -> Box<Element> {
    Box<Element>()
  }
}

class Loader {
  func load<T>(_ value: T) -> Box<T> {
    print("Loader.load", type(of: value))
    return Box()
  }

  func reload<T>(_ value: T) -> Box<T> {
    let later = { Box<T>() }
    return later()
  }
}

class CachedLoader: Loader {
  override func load<T>(_ value: T) -> Box<T> {
    print("CachedLoader.load", type(of: value))
    return super.load(value)
  }
}

final class Feed<Entry> {
  var entries: [Entry] = []

  func page<Cursor>(after cursor: Cursor) -> Pair<Entry, Cursor> {
    let made = Pair<Entry, Cursor>()
    print("page after", type(of: cursor), made)
    return made
  }
}

enum Outcome<Value> {
  case none
  case some(Value)

  func pairing<Other>(_ other: Other) -> Pair<Value, Other> {
    Pair()
  }
}

let store: Store<Int> = Store(items: [1, 2])
print(store.tagged("x"))
print(store.tagged([String]()))
print(store.paired(with: 2.5))
print(store.paired(with: [String]()))
var names: Store<String> = Store(items: [])
print(names.merge([Double]()))
print(Store<Int>.empty(of: String.self))

let loader: Loader = CachedLoader()
print(loader.load([Int]()))
print(loader.reload(nil as String?))
let any: Any = 3
print(loader.load(any))

let feed = Feed<String>()
let cursor: Int? = nil
_ = feed.page(after: cursor)
let outcome: Outcome<[Int]> = .none
print(outcome.pairing(true))
