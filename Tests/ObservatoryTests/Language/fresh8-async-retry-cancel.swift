enum NetworkError: Error, Equatable {
    case timeout
    case badStatus(Int)
}

actor FlakyServer {
    private var attempts: [String: Int] = [:]
    private let failuresBeforeSuccess: [String: Int]

    init(failures: [String: Int]) { failuresBeforeSuccess = failures }

    func request(_ path: String) async throws -> String {
        attempts[path, default: 0] += 1
        let n = attempts[path]!
        try await Task.sleep(for: .milliseconds(10 * n))
        if path.hasPrefix("/admin") { throw NetworkError.badStatus(403) }
        if n <= failuresBeforeSuccess[path, default: 0] { throw NetworkError.timeout }
        return "\(path) ok after \(n)"
    }

    func attemptCount(_ path: String) -> Int { attempts[path, default: 0] }
}

func retrying<T>(
    times: Int, delayMS: Int = 5, shouldRetry: (Error) -> Bool = { _ in true },
    _ operation: () async throws -> T
) async throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await operation()
        } catch {
            lastError = error
            guard shouldRetry(error), attempt < times else { break }
            print("  attempt \(attempt) failed (\(error)); retrying")
            try await Task.sleep(for: .milliseconds(delayMS * attempt))
        }
    }
    throw lastError!
}

let server = FlakyServer(failures: ["/feed": 2, "/slow": 10])
let onlyTimeouts: (Error) -> Bool = { ($0 as? NetworkError) == .timeout }

for path in ["/feed", "/admin/users", "/slow"] {
    do {
        let body = try await retrying(times: 3, shouldRetry: onlyTimeouts) { try await server.request(path) }
        print(body)
    } catch NetworkError.badStatus(let code) {
        print(path, "refused with", code)
    } catch {
        print(path, "gave up:", error)
    }
}

let longJob = Task {
    try await retrying(times: 50, delayMS: 100) { try await server.request("/slow") }
}
try await Task.sleep(for: .milliseconds(90))
longJob.cancel()
switch await longJob.result {
case .success(let s): print("unexpected", s)
case .failure(let error): print("long job ended:", error is CancellationError ? "cancelled" : "\(error)")
}
for path in ["/feed", "/admin/users", "/slow"] {
    print(path, await server.attemptCount(path))
}
