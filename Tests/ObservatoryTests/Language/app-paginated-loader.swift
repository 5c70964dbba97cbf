import Observation

struct Page { let items: [String]; let hasMore: Bool }

actor FeedAPI {
  private var requests = 0
  func page(_ n: Int, size: Int) async throws -> Page {
    requests += 1
    try await Task.sleep(for: .milliseconds(20))
    let all = (1...7).map { "post \($0)" }
    let start = n * size
    let slice = Array(all[min(start, all.count)..<min(start + size, all.count)])
    return Page(items: slice, hasMore: start + size < all.count)
  }
  var count: Int { requests }
}

@MainActor @Observable final class FeedViewModel {
  var posts: [String] = []
  var isLoading = false
  var canLoadMore = true
  private var nextPage = 0
  private let api: FeedAPI
  init(api: FeedAPI) { self.api = api }

  func loadMore() async {
    guard !isLoading, canLoadMore else { return print("skip: loading=\(isLoading) more=\(canLoadMore)") }
    isLoading = true
    defer { isLoading = false }
    do {
      let page = try await api.page(nextPage, size: 3)
      posts += page.items
      canLoadMore = page.hasMore
      nextPage += 1
    } catch {
      print("failed:", error)
    }
  }
}

let api = FeedAPI()
let vm = FeedViewModel(api: api)
let watcher = Task { @MainActor in
  for await count in Observations({ vm.posts.count }) {
    print("rows:", count)
    if count >= 7 { break }
  }
}
await vm.loadMore()
await vm.loadMore()
await vm.loadMore()
await vm.loadMore()
await vm.loadMore()
await watcher.value
print(vm.posts, vm.canLoadMore, await api.count)
