enum NetworkError: Error, Equatable {
    case timeout
    case server(code: Int)
}

final class FlakyServer {
    private var script: [Result<String, NetworkError>]
    private(set) var calls = 0
    init(script: [Result<String, NetworkError>]) { self.script = script }

    func request(_ path: String) async throws -> String {
        calls += 1
        try await Task.sleep(for: .milliseconds(3))
        guard !script.isEmpty else { return "\(path): cached" }
        return try script.removeFirst().get()
    }
}

func retry<T>(
    attempts: Int,
    delay: Duration = .milliseconds(10),
    shouldRetry: (Error) -> Bool = { _ in true },
    _ operation: () async throws -> T
) async throws -> T {
    var lastError: Error?
    for attempt in 1...attempts {
        do {
            let value = try await operation()
            if attempt > 1 { print("succeeded on attempt \(attempt)") }
            return value
        } catch {
            lastError = error
            print("attempt \(attempt) failed: \(error)")
            guard shouldRetry(error), attempt < attempts else { break }
            try await Task.sleep(for: delay * attempt)
        }
    }
    throw lastError!
}

let server = FlakyServer(script: [.failure(.timeout), .failure(.server(code: 503)), .success("profile")])
let profile = try await retry(attempts: 4) { try await server.request("/me") }
print(profile, server.calls)

let strict = FlakyServer(script: [.failure(.server(code: 404)), .success("never")])
do {
    _ = try await retry(attempts: 3, shouldRetry: { ($0 as? NetworkError) == .timeout }) {
        try await strict.request("/missing")
    }
} catch NetworkError.server(let code) {
    print("gave up with \(code) after \(strict.calls) call(s)")
}

let again = try await retry(attempts: 2) { try await server.request("/again") }
print(again, server.calls)
