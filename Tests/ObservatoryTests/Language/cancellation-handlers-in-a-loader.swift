// withTaskCancellationHandler as loaders use it: the handler runs inside cancel() while the
// operation runs, at once when the task is already cancelled, newest first when nested, for a
// group's children on cancelAll(), never after the operation ended or in top-level code.
import Observation

/// A loader whose requests register cancellation handlers, as code wrapping a callback API does.
@MainActor
@Observable
final class ImageLoader {
  var status: [String: String] = [:]
  var log: [String] = []

  func load(_ name: String, ms: Int) async -> String? {
    status[name] = "loading"
    return await withTaskCancellationHandler {
      do {
        try await Task.sleep(for: .milliseconds(ms))
        status[name] = "done"
        return "\(name).png"
      } catch {
        status[name] = "cancelled"
        return nil
      }
    } onCancel: {
      print("onCancel for \(name)")
    }
  }
}

let loader = ImageLoader()
withObservationTracking {
  _ = loader.status["hero"]
} onChange: {
  print("hero status changing")
}

// 1. cancelled while the operation sleeps: the handler runs inside cancel()
let hero = Task { await loader.load("hero", ms: 100) }
try? await Task.sleep(for: .milliseconds(10))
print("cancelling hero")
hero.cancel()
print("cancel returned")
print("hero:", await hero.value as Any, loader.status["hero"]!)

// 2. finished before cancel: the handler is gone
let thumb = Task { await loader.load("thumb", ms: 5) }
try? await Task.sleep(for: .milliseconds(10))
thumb.cancel()
print("thumb:", await thumb.value ?? "nil", loader.status["thumb"]!)

// 3. already cancelled when it enters: the handler runs at once, then the operation
let late = Task { () -> String in
  withUnsafeCurrentTask { $0?.cancel() }
  let r = await withTaskCancellationHandler {
    print("operation runs, cancelled:", Task.isCancelled)
    return "late result"
  } onCancel: {
    print("handler ran before the operation")
  }
  return r
}
print(await late.value)

// 4. nested handlers, and a group whose children each have one
let nested = Task {
  await withTaskCancellationHandler {
    await withTaskCancellationHandler {
      try? await Task.sleep(for: .seconds(1))
      print("inner operation ends, cancelled:", Task.isCancelled)
    } onCancel: {
      print("inner handler")
    }
  } onCancel: {
    print("outer handler")
  }
}
try? await Task.sleep(for: .milliseconds(1))
nested.cancel()
await nested.value

let names = await withTaskGroup(of: String?.self) { group in
  for (n, ms) in [("a", 30), ("b", 5), ("c", 60)] {
    group.addTask { await loader.load(n, ms: ms) }
  }
  var got: [String] = []
  for await r in group {
    if let r { got.append(r) }
    if got.count == 1 { group.cancelAll() }
  }
  return got
}
print(names, loader.status.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// 5. top-level code is not a task: the handler never runs
let top = await withTaskCancellationHandler { "top-level" } onCancel: { print("never") }
print(top)
