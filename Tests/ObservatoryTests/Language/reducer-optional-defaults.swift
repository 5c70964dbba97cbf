struct AppState: Equatable {
  var count = 0
  var history: [Int] = []
  var message: String?
}

enum Action {
  case increment, decrement
  case set(Int)
  case undo
  case reset
}

func reduce(_ state: inout AppState, _ action: Action) -> [String] {
  var effects: [String] = []
  switch action {
  case .increment:
    state.history.append(state.count)
    state.count += 1
  case .decrement where state.count > 0:
    state.history.append(state.count)
    state.count -= 1
  case .decrement:
    state.message = "already zero"
    effects.append("haptic")
  case .set(let n):
    guard n != state.count else { return [] }
    state.history.append(state.count)
    state.count = n
    if n > 100 { effects.append("log big \(n)") }
  case .undo:
    if let last = state.history.popLast() { state.count = last } else { state.message = "nothing to undo" }
  case .reset:
    state = AppState()
  }
  return effects
}

final class Store {
  private(set) var state = AppState() {
    didSet { if state != oldValue { subscribers.forEach { $0(state) } } }
  }
  private var subscribers: [(AppState) -> Void] = []
  func subscribe(_ f: @escaping (AppState) -> Void) { subscribers.append(f); f(state) }
  func send(_ a: Action) {
    let effects = reduce(&state, a)
    for e in effects { print("  effect:", e) }
  }
}

let store = Store()
store.subscribe { print("state:", $0.count, $0.history, $0.message ?? "-") }
for a: Action in [.increment, .increment, .decrement, .set(2), .set(500), .undo, .undo, .decrement, .decrement, .decrement, .undo, .reset, .reset] {
  store.send(a)
}

// A `var` of an optional type without a value starts as nil, so the memberwise initializer's
// parameter for it defaults to nil; a `let` does not get one.
struct Profile {
  var name: String
  var nickname: String?
  var avatar: String! = nil
  let invitedBy: String?
  var tags: [String]?
}
let p1 = Profile(name: "ana", invitedBy: nil)
let p2 = Profile(name: "bo", nickname: "b", invitedBy: "ana", tags: ["new"])
print(p1)
print(p2.nickname ?? "-", p2.tags?.count ?? 0, p1.avatar == nil)
