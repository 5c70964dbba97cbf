import Observation

enum LoadError: Error { case offline }

@MainActor
@Observable
final class InboxModel {
  var messages: [String] = []
  var unread = 0

  func fetch() async {
    messages = ["hi", "lunch?"]
  }

  func count() -> Int { messages.count }

  func refresh() {
    let reload = Task { await fetch() }
    let counting = Task { () -> Int in
      await reload.value
      return count()
    }
    print(reload, counting)
  }
}

func slowSquare(_ n: Int) async -> Int { n * n }

@MainActor
func run() async {
  let model = InboxModel()
  model.refresh()
  let answer = Task { 42 }
  let greeting = Task { "hello" }
  let square = Task { await slowSquare(7) }
  let logging = Task {
    print("logging")
    model.unread += 1
  }
  let risky = Task { () throws -> Double in
    if model.unread > 5 { throw LoadError.offline }
    return 2.5
  }
  let checked = Task {
    do {
      try Task.checkCancellation()
    } catch {
      print("cancelled")
    }
  }
  let failing = Task {
    try Task.checkCancellation()
    print("slept")
  }
  let detached = Task.detached { 3.5 }
  let explicit = Task<Int, Never> { 7 }
  print(answer, greeting)
  debugPrint(square)
  print([logging], type(of: risky))
  print("checked: \(checked), failing: \(failing)")
  print(String(describing: detached), String(reflecting: answer))
  print(type(of: failing), type(of: checked))
  print(await answer.value, await greeting.value, await square.value)
  await logging.value
  print(try! await risky.value, model.unread, model.messages)
  try? await failing.value
  print(await detached.value, explicit)
  print(await explicit.value)
}

await run()
