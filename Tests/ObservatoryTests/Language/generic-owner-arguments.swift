// An undo history and a paged loader whose generic pages are made without written type
// arguments inside a generic type's own methods (Swift reads them from the owner's parameters)
// and passed to completion handlers (a function-typed parameter, variable or property gives them).

struct Page<Item> {
  var items: [Item] = []
  var next: Int? = nil
}

struct Snapshot<Value, Stamp> {
  var values: [Value] = []
  var stamp: Stamp? = nil
}

struct History<Value> {
  var pages: [Page<Value>] = []
  var current: Page<Value>? = nil
  var stamped: [Snapshot<Value, Int>] = []
  var byName: [String: Page<Value>] = [:]

  mutating func startPage() {
    pages.append(Page())
    current = Page()
  }

  mutating func rewind() {
    pages.insert(Page(), at: 0)
    self.stamped.append(Snapshot())
  }

  mutating func reset() {
    pages = [Page()]
    pages += [Page(), Page()]
    pages[1] = Page(items: [], next: 1)
    byName["start"] = Page()
  }

  func blank() -> Page<Value> {
    let page: Page<Value> = Page()
    return page
  }

  func fresh() -> Page<Value> {
    return Page()
  }
}

final class Loader<Item> {
  var loaded: [Page<Item>] = []
  var report: (Result<Page<Int>, Error>) -> Void = { print("report:", $0) }

  func load(count: Int, done: (Result<Page<Item>, Error>) -> Void) {
    for _ in 0..<count {
      loaded.append(Page())
    }
    done(.success(Page()))
    report(.success(Page()))
  }

  func later() {
    let work = { [self] in self.loaded.append(Page()) }
    work()
  }
}

struct Note {
  let text: String
}

var history = History<String>()
history.startPage()
history.rewind()
print(history)
print(history.blank(), history.fresh())
print(type(of: history.pages[0]))
history.reset()
print(history.pages, history.byName)

var notes = History<Note>()
notes.startPage()
debugPrint(notes.current!)
print("\(notes.pages)")

let loader = Loader<Double>()
loader.load(count: 2) { result in
  switch result {
  case .success(let page): print("page:", page)
  case .failure(let error): print("error:", error)
  }
}
loader.later()
print(loader.loaded)
print(loader.loaded.map { type(of: $0) })

let handler: (Page<Bool>) -> Void = { print("handled", $0) }
handler(Page())

func fetch(_ completion: (Result<Page<Note>, Error>) -> Void) {
  completion(.success(Page(items: [], next: 2)))
  completion(Result.success(Page()))
}
fetch { print($0) }

let sink = Loader<Int>()
sink.report = { print("sink:", $0) }
sink.load(count: 0) { _ in }
