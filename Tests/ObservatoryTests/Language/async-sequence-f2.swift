import Observation
@Observable final class Search { var query = "" }
let search = Search()
let t = Task { @MainActor in
  let queries = Observations { search.query }
    .dropFirst()
    .filter { !$0.isEmpty }
    .map { $0.lowercased() }
  for await q in queries.prefix(while: { $0 != "stop" }) {
    print("search for", q)
  }
  print("stopped")
}
try? await Task.sleep(for: .milliseconds(10))
search.query = "Swift"
try? await Task.sleep(for: .milliseconds(10))
search.query = ""
try? await Task.sleep(for: .milliseconds(10))
search.query = "Observation"
try? await Task.sleep(for: .milliseconds(10))
search.query = "STOP"
await t.value
let (s, c) = AsyncStream.makeStream(of: Int.self)
for i in 1...6 { c.yield(i) }
c.finish()
for await x in s.drop(while: { $0 < 3 }).compactMap({ $0 % 2 == 0 ? $0 * 10 : nil }) { print(x) }
