// An inbox screen loads its pages with async generic helpers (a top-level loader, an actor's
// cache, a service's throwing fetch) given computed values: with the compiler check each one's
// type parameter is the one Swift gives the awaited call, even where the page comes out empty.
struct Message {
  let sender: String
  let unread: Bool
  let labels: [String]
}

struct Page<Item> {
  var items: [Item]
}

func loadPage<Item>(_ items: [Item]) async -> Page<Item> {
  await Task.yield()
  print("loading", type(of: items))
  return Page<Item>(items: items)
}

actor InboxCache {
  private var pages: [String: Any] = [:]

  func keep<Item>(_ items: [Item], as key: String) async {
    await Task.yield()
    pages[key] = Page<Item>(items: items)
    print("kept", type(of: items), "as", key)
  }
}

struct MailService {
  func fetch<Item>(_ items: [Item], folder: String) async throws -> Page<Item> {
    await Task.yield()
    print("fetched", type(of: items), "from", folder)
    return Page(items: items)
  }
}

let inbox = [
  Message(sender: "ada", unread: false, labels: ["work"]),
  Message(sender: "grace", unread: false, labels: []),
]
let cache = InboxCache()
let service = MailService()

let screen = Task {
  print(await loadPage(inbox.filter { $0.unread }.map { $0.sender }))
  print(await loadPage(inbox.map { $0.labels }.filter { $0.count > 2 }))
  await cache.keep(inbox.filter { $0.labels.contains("spam") }, as: "spam")
  do {
    print(try await service.fetch(inbox.compactMap { $0.labels.first }.filter { $0.isEmpty }, folder: "archive"))
  } catch {
    print("failed:", error)
  }
}
await screen.value
