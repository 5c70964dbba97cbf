// Port of observation-semantics/probes/p12_observations_loop_body.swift (R19).
// Unchanged from the real probe (imports and `@MainActor` are accepted and ignored; the sleeps
// run on the virtual clock). The .out file is the real output byte for byte.
// Q4: (a) the loop body mutates a tracked property; (b) the loop body suspends for a long time while
// several separate transactions happen. All @MainActor.
import Observation

@Observable final class M { var a = 0; var b = 0 }

print("[a] loop body writes a tracked property")
do {
  let m = M()
  let obs = Observations { m.a }
  var got: [Int] = []
  for await v in obs {
    got.append(v)
    print("    emitted \(v)")
    if v < 3 { m.a = v + 1 }       // write happens while no next() is pending -> 'dirty' flag
    else { break }
  }
  print("  got \(got)")
}
print("[a2] loop body writes twice (a = v+1; a = v+2) per iteration")
do {
  let m = M()
  let obs = Observations { m.a }
  for await v in obs {
    print("    emitted \(v)")
    if v < 6 { m.a = v + 1; m.a = v + 2 } else { break }
  }
}
print("[b] slow consumer: body sleeps 200ms; producer makes 4 transactions 40ms apart")
do {
  let m = M()
  let obs = Observations { m.a * 10 + m.b }
  let consumer = Task { @MainActor in
    for await v in obs {
      print("    consumer got \(v) (a=\(m.a) b=\(m.b))")
      try? await Task.sleep(for: .milliseconds(200))
    }
  }
  try? await Task.sleep(for: .milliseconds(20))   // consumer took the initial value and is sleeping
  for i in 1...4 {
    m.a = i; m.b = i
    print("  producer: transaction \(i): a=\(i) b=\(i)")
    try? await Task.sleep(for: .milliseconds(40))
  }
  try? await Task.sleep(for: .milliseconds(400))
  consumer.cancel(); _ = await consumer.value
}
