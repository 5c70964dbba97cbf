import Observation
@Observable final class Model { var value = 0 }
let m = Model()
let t = Task { @MainActor in
  for await v in Observations({ m.value }).prefix(3) { print("got", v) }
  print("done")
}
try? await Task.sleep(for: .milliseconds(10))
m.value = 1
try? await Task.sleep(for: .milliseconds(10))
m.value = 2
try? await Task.sleep(for: .milliseconds(10))
m.value = 3
await t.value
let (stream, cont) = AsyncStream.makeStream(of: Int.self)
Task { for i in 1...5 { cont.yield(i) }; cont.finish() }
for await x in stream.map({ $0 * 2 }).filter({ $0 > 4 }) { print("x", x) }
