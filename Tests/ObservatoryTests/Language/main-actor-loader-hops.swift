import Observation

// A main-actor view model loads through a service that is not isolated: each await of the
// service leaves the main actor, so work queued there meanwhile runs first.
struct Article { let id: Int; let title: String }

struct ArticleService {
  func fetch(page: Int) async -> [Article] {
    var checksum = 0
    for i in 0..<30_000 { checksum &+= i % 7 }  // parsing work
    return (0..<3).map { Article(id: page * 10 + $0 + checksum % 1, title: "Article \(page)-\($0)") }
  }
}

func loadBadge() async -> Int {
  var n = 0
  for i in 0..<20_000 { n &+= i & 1 }
  return n % 5
}

@MainActor @Observable final class FeedModel {
  var articles: [Article] = []
  var isLoading = false
  var log: [String] = []
  private let service = ArticleService()

  func refresh() async {
    isLoading = true
    Task { self.log.append("spinner shown, loading=\(self.isLoading)") }
    let first = await service.fetch(page: 1)
    log.append("page 1 arrived (\(first.count))")
    articles = first
    Task { self.log.append("rendered \(self.articles.count) rows") }
    let badge = await loadBadge()
    log.append("badge \(badge)")
    isLoading = false
  }

  func titles() -> [String] { articles.map(\.title) }
}

let feed = FeedModel()
await feed.refresh()
for line in feed.log { print(line) }
print(feed.titles(), feed.isLoading)
Task { print("queued at top level") }
let more = await ArticleService().fetch(page: 2)
print("top level got", more.map(\.id))
