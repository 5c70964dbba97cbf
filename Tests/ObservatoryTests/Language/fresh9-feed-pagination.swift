import Observation

struct Post: Identifiable, Equatable {
    let id: Int
    let title: String
}

enum FeedError: Error { case offline, rateLimited(retryAfter: Int) }

actor FakeAPI {
    private var calls = 0
    private let all = (1...11).map { Post(id: $0, title: "Post \($0)") }

    func page(after cursor: Int?, size: Int) async throws -> (posts: [Post], next: Int?) {
        calls += 1
        try await Task.sleep(for: .milliseconds(20))
        if calls == 3 { throw FeedError.rateLimited(retryAfter: 50) }
        let start = cursor ?? 0
        let slice = Array(all.dropFirst(start).prefix(size))
        let next = start + slice.count < all.count ? start + slice.count : nil
        return (slice, next)
    }
}

@MainActor
@Observable
final class FeedModel {
    private(set) var posts: [Post] = []
    private(set) var isLoading = false
    private(set) var error: String?
    private(set) var reachedEnd = false
    @ObservationIgnored private var cursor: Int?
    @ObservationIgnored private let api = FakeAPI()

    func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await api.page(after: cursor, size: 4)
            posts += page.posts
            cursor = page.next
            reachedEnd = page.next == nil
            error = nil
        } catch FeedError.rateLimited(let wait) {
            error = "rate limited, retry in \(wait) ms"
            try? await Task.sleep(for: .milliseconds(wait))
        } catch {
            self.error = "\(error)"
        }
    }
}

let feed = FeedModel()
let monitor = Task { @MainActor in
    for await state in Observations({ (feed.posts.count, feed.isLoading, feed.error ?? "-") }) {
        print("state:", state)
        if feed.reachedEnd && !feed.isLoading { break }
    }
}

await feed.loadMore()
async let again: Void = feed.loadMore()
await feed.loadMore()
await again
while !feed.reachedEnd {
    await feed.loadMore()
}
await monitor.value
print(feed.posts.map(\.id))
print(feed.posts.last?.title ?? "none", feed.error ?? "no error")
