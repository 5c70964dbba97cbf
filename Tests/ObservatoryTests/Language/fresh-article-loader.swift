import Observation

enum LoadState<Value> {
  case idle
  case loading
  case loaded(Value)
  case failed(String)

  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}

struct Article: Identifiable {
  let id: Int
  let title: String
  var likes: Int
}

enum APIError: Error {
  case notFound(Int)
  case offline
}

actor FakeAPI {
  private var calls = 0
  private let store: [Int: Article] = [
    1: Article(id: 1, title: "Observation in practice", likes: 3),
    2: Article(id: 2, title: "Why didSet fires", likes: 7),
  ]

  func article(_ id: Int) async throws -> Article {
    calls += 1
    guard let a = store[id] else { throw APIError.notFound(id) }
    return a
  }

  var callCount: Int { calls }
}

@Observable
@MainActor
final class ArticleViewModel {
  var state: LoadState<Article> = .idle
  private let api: FakeAPI

  init(api: FakeAPI) { self.api = api }

  func load(_ id: Int) async {
    state = .loading
    do {
      state = .loaded(try await api.article(id))
    } catch APIError.notFound(let missing) {
      state = .failed("no article \(missing)")
    } catch {
      state = .failed("\(error)")
    }
  }

  func like() {
    guard case .loaded(var article) = state else { return }
    article.likes += 1
    state = .loaded(article)
  }
}

@MainActor
func describe(_ vm: ArticleViewModel) -> String {
  switch vm.state {
  case .idle: return "idle"
  case .loading: return "loading…"
  case .loaded(let a): return "\(a.title) ♥\(a.likes)"
  case .failed(let why): return "error: \(why)"
  }
}

let api = FakeAPI()
let vm = ArticleViewModel(api: api)
var renders: [String] = []

@MainActor
func observe() {
  withObservationTracking {
    renders.append(describe(vm))
  } onChange: {
    Task { @MainActor in observe() }
  }
}

observe()
await vm.load(2)
await Task.yield()
vm.like()
vm.like()
await Task.yield()
await vm.load(9)
await Task.yield()
print(renders.joined(separator: " | "))
print(await api.callCount, vm.state.isLoading)
