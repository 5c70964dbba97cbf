// Port of observation-semantics/probes/p19_observations_no_deps_and_deinit.swift (R25, R12).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored; `weak let`
// holds the model without keeping it alive, so `strong = nil` runs its deinit there, as in
// Swift). The .out file is the real output byte for byte.
// Q4 edge cases: (a) closure that reads no tracked property; (b) the observed object is
// deallocated (the SE-0475 `untilFinished { [weak obj] ... .finish }` pattern) on Swift 6.3.1.
import Observation

@Observable final class M { var a = 0; deinit { print("    M.deinit") } }

@MainActor func main() async {
  print("[a] closure reads nothing observable")
  do {
    var plain = 7
    let obs = Observations { plain }                   // captures a plain (non-observable) var
    var returnedSecond = false
    let loop = Task { @MainActor in
      var it = obs.makeAsyncIterator()
      print("    first -> \(await it.next()!)")
      let second = await it.next()
      returnedSecond = true
      print("    second -> \(String(describing: second))")
    }
    try? await Task.sleep(for: .milliseconds(30))
    plain = 8
    try? await Task.sleep(for: .milliseconds(100))
    print("  after 100 ms has the second next() returned? \(returnedSecond)")
    loop.cancel(); _ = await loop.value
  }
  print("[b] untilFinished with a weak reference; the object is released")
  do {
    var strong: M? = M()
    weak let weakM = strong
    let obs = Observations<Int, Never>.untilFinished {
      if let m = weakM { return .next(m.a) } else { return .finish }
    }
    var finished = false
    let loop = Task { @MainActor in
      for await v in obs { print("    got \(v)") }
      finished = true
      print("    loop finished")
    }
    try? await Task.sleep(for: .milliseconds(30))
    strong!.a = 1
    try? await Task.sleep(for: .milliseconds(30))
    print("  releasing the object")
    strong = nil
    try? await Task.sleep(for: .milliseconds(200))
    print("  200 ms after release, loop finished? \(finished)  (deinit sends no willSet in 6.3.1)")
    loop.cancel(); _ = await loop.value
  }
}
await main()
