// Port of observation-semantics/probes/p18_observations_lazy_start.swift (R15, R20).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored). Where two
// trackings fire for one write (part 1 a=4, part 2 a=4) the real runtime calls them in no fixed
// order, but either order gives the printed result (one resumes the parked iterator, the other
// sets the shared dirty flag). The .out file is the real output byte for byte.
// Q4: the closure is not run at construction nor at makeAsyncIterator(); each iterator's FIRST
// next() evaluates it immediately (no waiting for a change) and returns the current value.
import Observation

@Observable final class M { var a = 0 }

@MainActor func main() async {
  let m = M()
  var evals = 0
  let obs = Observations { () -> Int in evals += 1; print("    closure evaluation #\(evals) reads a=\(m.a)"); return m.a }
  print("constructed; evaluations so far = \(evals)")
  m.a = 1
  var it1 = obs.makeAsyncIterator()
  print("iterator 1 created; evaluations so far = \(evals)")
  m.a = 2
  print("it1.next() -> \(await it1.next()!)")
  m.a = 3                                            // a change while nobody waits -> dirty flag
  var it2 = obs.makeAsyncIterator()
  print("it2 (created later) first next() -> \(await it2.next()!)")
  print("it1.next() -> \(await it1.next()!)   (did not wait: the a=3 write had set 'dirty')")
  print("it2.next() would wait now; write a=4 from another task")
  Task { @MainActor in m.a = 4 }
  print("it2.next() -> \(await it2.next()!)")
  print("total evaluations = \(evals)")
}
await main()

// Part 2: the 'dirty' flag is shared by all iterators of one Observations value, so one iterator
// can consume the flag that was set by a change another iterator had not yet seen.
@MainActor func part2() async {
  print("--- part 2: shared dirty flag ---")
  let m = M()
  let obs = Observations { m.a }
  var it1 = obs.makeAsyncIterator()
  print("it1 first -> \(await it1.next()!)")            // evaluates, arms it1's tracking
  m.a = 3                                                // fires it1's tracking; nobody waits -> dirty = true
  var it2 = obs.makeAsyncIterator()
  print("it2 first -> \(await it2.next()!)")            // current value 3
  print("it2 next  -> \(await it2.next()!)   (consumed the shared dirty flag: duplicate 3)")
  var returned = false
  let t = Task { @MainActor in var i = it1; let v = await i.next()!; returned = true; return v }
  try? await Task.sleep(for: .milliseconds(100))
  print("after 100 ms, has it1.next() returned? \(returned)  (it1 last saw 0; the value 3 is never delivered to it1)")
  m.a = 4
  print("after a=4: it1 next -> \(await t.value)")
}
await part2()
