enum NetworkError: Error { case timeout, server(code: Int), offline }

actor FlakyServer {
  private var calls = 0
  private let failures: [NetworkError?]
  init(failures: [NetworkError?]) { self.failures = failures }
  func fetch() throws -> String {
    defer { calls += 1 }
    if calls < failures.count, let e = failures[calls] { throw e }
    return "payload after \(calls + 1) call(s)"
  }
}

func retry<T>(
  attempts: Int, initialDelay: Int = 100,
  shouldRetry: (Error) -> Bool = { _ in true },
  _ operation: () async throws -> T
) async throws -> T {
  var delay = initialDelay
  for attempt in 1...attempts {
    do {
      return try await operation()
    } catch  where attempt < attempts && shouldRetry(error) {
      print("  attempt \(attempt) failed (\(error)); waiting \(delay)ms")
      try await Task.sleep(for: .milliseconds(delay))
      delay *= 2
    }
  }
  fatalError("unreachable")
}

let server = FlakyServer(failures: [.timeout, .server(code: 503), nil])
print(try await retry(attempts: 4) { try await server.fetch() })
let strict = FlakyServer(failures: [.timeout, .offline])
do {
  _ = try await retry(
    attempts: 5,
    shouldRetry: { e in
      if case NetworkError.offline = e { return false }
      return true
    }
  ) { try await strict.fetch() }
} catch NetworkError.offline {
  print("gave up: offline")
}
let never = FlakyServer(failures: Array(repeating: .timeout, count: 9))
do {
  _ = try await retry(attempts: 3, initialDelay: 10) { try await never.fetch() }
} catch {
  print("failed for good:", error)
}
