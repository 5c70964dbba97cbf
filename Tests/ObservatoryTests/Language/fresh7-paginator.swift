import Observation

struct Page<Item> {
    let items: [Item]
    let nextCursor: Int?
}

struct Comment: CustomStringConvertible {
    let id: Int
    let body: String
    var description: String { "#\(id) \(body)" }
}

actor CommentAPI {
    private let all: [Comment] = (1...7).map { Comment(id: $0, body: "c\($0)") }
    private(set) var requests = 0

    func page(after cursor: Int, limit: Int) async throws -> Page<Comment> {
        requests += 1
        try await Task.sleep(for: .milliseconds(5))
        let slice = all.filter { $0.id > cursor }.prefix(limit)
        let next = slice.count == limit ? slice.last?.id : nil
        return Page(items: Array(slice), nextCursor: next)
    }
}

@MainActor
@Observable
final class CommentsModel {
    var comments: [Comment] = []
    var isLoading = false
    var reachedEnd = false
    @ObservationIgnored private var cursor = 0
    let api: CommentAPI

    init(api: CommentAPI) { self.api = api }

    func loadMore() async {
        guard !isLoading, !reachedEnd else {
            print("skip (loading: \(isLoading), end: \(reachedEnd))")
            return
        }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await api.page(after: cursor, limit: 3)
            comments += page.items
            if let next = page.nextCursor { cursor = next } else { reachedEnd = true }
        } catch {
            print("failed:", error)
        }
    }
}

let model = CommentsModel(api: CommentAPI())
withObservationTracking {
    _ = model.comments.count
} onChange: {
    print("comments will change")
}
await model.loadMore()
print(model.comments)
async let first: Void = model.loadMore()
await model.loadMore()
await first
print(model.comments.map(\.id), model.reachedEnd)
await model.loadMore()
await model.loadMore()
print(model.comments.count, model.reachedEnd, await model.api.requests)
