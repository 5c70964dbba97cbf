func fetch(_ n: Int, completion: @escaping (Int) -> Void) {
  Task {
    try? await Task.sleep(for: .milliseconds(10))
    completion(n * 2)
  }
}
func fetchAsync(_ n: Int) async -> Int {
  await withCheckedContinuation { continuation in
    fetch(n) { continuation.resume(returning: $0) }
  }
}
enum Failure: Error { case nope }
func mayFail(_ ok: Bool) async throws -> String {
  try await withCheckedThrowingContinuation { c in
    if ok { c.resume(returning: "fine") } else { c.resume(throwing: Failure.nope) }
  }
}
print("start")
Task { print("other task") }
let quick = await withCheckedContinuation { c in c.resume(returning: 1) }
print("quick", quick)
print("slow", await fetchAsync(21))
print(try await mayFail(true))
do { _ = try await mayFail(false) } catch { print("caught", error) }
