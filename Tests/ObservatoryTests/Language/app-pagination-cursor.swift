struct Cursor: Equatable { let offset: Int }

struct PageResponse<Item> {
  let items: [Item]
  let next: Cursor?
}

struct Paginator<Item> {
  private let fetch: (Cursor?) async throws -> PageResponse<Item>
  private(set) var loaded: [Item] = []
  private var next: Cursor? = nil
  private(set) var exhausted = false
  init(fetch: @escaping (Cursor?) async throws -> PageResponse<Item>) { self.fetch = fetch }

  mutating func loadNext() async throws -> Int {
    guard !exhausted else { return 0 }
    let page = try await fetch(next)
    loaded += page.items
    next = page.next
    exhausted = page.next == nil
    return page.items.count
  }
}

let all = (1...23).map { "row \($0)" }
var calls = 0
var pager = Paginator<String> { cursor in
  calls += 1
  try await Task.sleep(for: .milliseconds(5))
  let start = cursor?.offset ?? 0
  let end = min(start + 10, all.count)
  return PageResponse(items: Array(all[start..<end]), next: end < all.count ? Cursor(offset: end) : nil)
}
var counts: [Int] = []
while !pager.exhausted { counts.append(try await pager.loadNext()) }
print(counts, pager.loaded.count, pager.loaded.last!, calls)
print(try await pager.loadNext(), calls)
