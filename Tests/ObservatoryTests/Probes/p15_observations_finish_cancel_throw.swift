// Port of observation-semantics/probes/p15_observations_finish_cancel_throw.swift (R22).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored;
// `withUnsafeCurrentTask` hands the closure the running lesson task; typed throws and
// `enum E: Error` behave as in Swift). The .out file is the real output byte for byte.
// Q4: Observations.untilFinished/.finish, cancellation of the consuming task, typed throws.
import Observation

@Observable final class M { var a = 0 }
enum E: Error { case tooBig(Int) }

print("[untilFinished: .finish when a >= 2]")
do {
  let m = M()
  let obs = Observations<Int, Never>.untilFinished { m.a >= 2 ? .finish : .next(m.a) }
  let loop = Task { @MainActor in
    var it = obs.makeAsyncIterator()
    while let v = await it.next() { print("    got \(v)") }
    print("    next() returned nil -> loop ended")
    print("    next() again: \(String(describing: await it.next()))")
  }
  try? await Task.sleep(for: .milliseconds(30))
  m.a = 1; try? await Task.sleep(for: .milliseconds(30))
  m.a = 2; try? await Task.sleep(for: .milliseconds(30))
  m.a = 3; try? await Task.sleep(for: .milliseconds(30))
  _ = await loop.value
}
print("[cancel the consuming task while it waits (no change ever happens)]")
do {
  let m = M()
  let obs = Observations { m.a }
  let loop = Task { @MainActor in
    for await v in obs { print("    got \(v)") }
    print("    loop ended (cancelled=\(Task.isCancelled))")
  }
  try? await Task.sleep(for: .milliseconds(30))
  print("  cancelling")
  loop.cancel()
  _ = await loop.value
  print("  a later write is harmless: a=5"); m.a = 5
}
print("[task already cancelled before the first next()]")
do {
  let m = M()
  let obs = Observations { () -> Int in print("    closure evaluated (unexpected)"); return m.a }
  let t = Task { @MainActor in
    withUnsafeCurrentTask { $0?.cancel() }
    var it = obs.makeAsyncIterator()
    print("    first next() on a cancelled task -> \(String(describing: await it.next()))")
  }
  _ = await t.value
}
print("[typed throws: closure throws E.tooBig when a > 1]")
do {
  let m = M()
  let obs = Observations<Int, E> { () throws(E) -> Int in
    if m.a > 1 { throw E.tooBig(m.a) }
    return m.a
  }
  let loop = Task { @MainActor in
    var it = obs.makeAsyncIterator()
    do {
      while let v = try await it.next() { print("    got \(v)") }
    } catch {
      print("    next() threw \(error)")                 // error has static type E
    }
    let again = try? await it.next()
    print("    next() after the error: \(String(describing: again))")
  }
  try? await Task.sleep(for: .milliseconds(30))
  m.a = 1; try? await Task.sleep(for: .milliseconds(30))
  m.a = 2; try? await Task.sleep(for: .milliseconds(30))
  _ = await loop.value
}
print("[closure throws on the very first evaluation]")
do {
  let obs = Observations<Int, E> { () throws(E) -> Int in throw E.tooBig(-1) }
  var it = obs.makeAsyncIterator()
  do { _ = try await it.next() } catch { print("    first next() threw \(error)") }
  print("    then: \(String(describing: try? await it.next()))")
}
