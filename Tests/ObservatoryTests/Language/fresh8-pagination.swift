import Observation

struct Page<Item> {
    let items: [Item]
    let next: Int?
}

struct Post: CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "#\(id) \(title)" }
}

enum FeedState: Equatable {
    case idle, loading(page: Int), loaded, failed(String), exhausted
}

struct PostsAPI {
    let all: [Post]
    let pageSize: Int
    var failOnPage: Int?

    func fetch(page: Int) async throws -> Page<Post> {
        try await Task.sleep(for: .milliseconds(30))
        if page == failOnPage { throw APIError.server(code: 503) }
        let start = page * pageSize
        let slice = Array(all.dropFirst(start).prefix(pageSize))
        let next = start + pageSize < all.count ? page + 1 : nil
        return Page(items: slice, next: next)
    }
}

enum APIError: Error { case server(code: Int) }

@MainActor
@Observable
final class FeedModel {
    var posts: [Post] = []
    var state: FeedState = .idle
    private var nextPage: Int? = 0
    var api: PostsAPI

    init(api: PostsAPI) { self.api = api }

    func loadMore() async {
        guard let page = nextPage, state != .loading(page: page) else {
            print("skip loadMore (state \(state))")
            return
        }
        state = .loading(page: page)
        do {
            let result = try await api.fetch(page: page)
            posts += result.items
            nextPage = result.next
            state = result.next == nil ? .exhausted : .loaded
        } catch APIError.server(let code) {
            state = .failed("server \(code)")
        } catch {
            state = .failed("\(error)")
        }
    }
}

let posts = (1...7).map { Post(id: $0, title: "post \($0)") }
let model = FeedModel(api: PostsAPI(all: posts, pageSize: 3, failOnPage: 1))

@MainActor func watchState() {
    withObservationTracking {
        _ = model.state
    } onChange: {
        Task { @MainActor in print("state ->", model.state, "posts:", model.posts.count) }
    }
}

watchState()
await model.loadMore()
watchState()
let first = Task { await model.loadMore() }
let second = Task { await model.loadMore() }
await first.value
await second.value
watchState()
model.api.failOnPage = nil
await model.loadMore()
await model.loadMore()
watchState()
await model.loadMore()
try await Task.sleep(for: .milliseconds(10))
print(model.posts.map(\.description).joined(separator: " | "))
print(model.state == .exhausted)
