// Port of probes/p04_reentrancy_rearm.swift, unchanged: the playground simulates DispatchQueue.main.async,
// dispatchMain() and exit(0) on its virtual clock.
// Q1: mutation inside onChange (re-entrancy) and re-arming inside onChange.
import Observation
import Foundation

@Observable final class M { var a = 0; var b = 0; var c = 0 }
nonisolated(unsafe) var depth = 0

print("[A] onChange writes ANOTHER tracked property (b) of the same tracking")
do {
  let m = M()
  depth = 0
  withObservationTracking { _ = m.a; _ = m.b } onChange: {
    depth += 1
    let d = depth
    print("  onChange enter #\(d) a=\(m.a) b=\(m.b)")
    if d < 4 { m.b = 100 + d }   // guard: otherwise unbounded recursion
    print("  onChange exit  #\(d)")
  }
  m.a = 1
  print("  final a=\(m.a) b=\(m.b) calls=\(depth)")
  m.a = 2; m.b = 2
  print("  after further writes calls=\(depth) (cancelled after outermost onChange returned)")
}

print("[B] onChange writes the SAME property (a)")
do {
  let m = M()
  depth = 0
  withObservationTracking { _ = m.a } onChange: {
    depth += 1
    let d = depth
    print("  onChange enter #\(d) a(before store)=\(m.a)")
    if d < 4 { m.a = 1000 + d }
    print("  onChange exit  #\(d) a=\(m.a)")
  }
  m.a = 1
  print("  final a=\(m.a) calls=\(depth)   <- outer store runs LAST and wins")
}

print("[C] onChange writes an UNtracked property (c)")
do {
  let m = M()
  depth = 0
  withObservationTracking { _ = m.a } onChange: { depth += 1; m.c = 7; print("  onChange #\(depth) wrote c") }
  m.a = 1
  print("  calls=\(depth) c=\(m.c)")
}

print("[D] re-arm synchronously inside onChange (recursive render pattern)")
do {
  let m = M()
  func render() {
    let seen = withObservationTracking { m.a } onChange: {
      print("  onChange (willSet) -> re-render now")
      render()
    }
    print("  render saw a=\(seen)")
  }
  render()
  print("  write a=1"); m.a = 1
  print("  write a=2"); m.a = 2
  print("  write a=3"); m.a = 3
  print("  actual a=\(m.a)  <- every synchronous re-render saw the PREVIOUS value")
}

print("[E] re-arm deferred to the next main-queue turn")
do {
  let m = M()
  func render() {
    let seen = withObservationTracking { m.a } onChange: {
      print("  onChange (willSet) -> schedule render")
      DispatchQueue.main.async { render() }
    }
    print("  render saw a=\(seen)")
  }
  render()
  m.a = 1; m.a = 2; m.a = 3    // only the first fires (one-shot); rest are not observed
  print("  three writes done synchronously")
  DispatchQueue.main.async { print("  (queue drained) a=\(m.a)"); exit(0) }
  dispatchMain()
}
