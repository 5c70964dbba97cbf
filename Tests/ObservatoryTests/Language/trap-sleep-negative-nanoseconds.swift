// A retry loop whose back-off went negative: UInt64(_:) traps before Task.sleep waits.
func backoff(attempt: Int, base: Int) -> Int { base * attempt - 250 }

for attempt in 1...3 {
    let delay = backoff(attempt: attempt, base: 100)
    print("attempt \(attempt), waiting \(delay) ms")
    try await Task.sleep(nanoseconds: UInt64(delay) * 1_000_000)
}
