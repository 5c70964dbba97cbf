import Observation

struct AppState: Equatable {
  var count = 0
  var history: [Int] = []
  var isLoading = false
}

enum Action { case increment, decrement, reset, loadRandom, loaded(Int) }

@MainActor @Observable final class Store {
  private(set) var state = AppState()
  private var middleware: [(Action, AppState) -> Void] = []

  func use(_ m: @escaping (Action, AppState) -> Void) { middleware.append(m) }

  func send(_ action: Action) {
    for m in middleware { m(action, state) }
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .reset: state = AppState()
    case .loadRandom:
      state.isLoading = true
      Task {
        try? await Task.sleep(for: .milliseconds(10))
        send(.loaded(42))
      }
    case .loaded(let n):
      state.isLoading = false
      state.count = n
    }
    state.history.append(state.count)
  }
}

let store = Store()
var actionLog: [String] = []
store.use { action, state in actionLog.append("\(action) at \(state.count)") }
withObservationTracking {
  _ = store.state.count
} onChange: {
  print("count view refreshes")
}
store.send(.increment)
store.send(.increment)
store.send(.decrement)
store.send(.loadRandom)
print(store.state.isLoading, store.state.history)
try await Task.sleep(for: .milliseconds(20))
print(store.state.count, store.state.isLoading, store.state.history)
store.send(.reset)
print(store.state == AppState(), actionLog)
