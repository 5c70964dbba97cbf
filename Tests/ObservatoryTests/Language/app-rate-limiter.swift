actor RateLimiter {
  private let capacity: Int
  private let refillEvery: Duration
  private var tokens: Int
  private var refills = 0
  init(capacity: Int, refillEvery: Duration) {
    self.capacity = capacity
    self.refillEvery = refillEvery
    tokens = capacity
  }
  func tryAcquire() -> Bool {
    guard tokens > 0 else { return false }
    tokens -= 1
    return true
  }
  func refill() {
    tokens = min(capacity, tokens + 1)
    refills += 1
  }
  var state: String { "\(tokens)/\(capacity) after \(refills) refills" }
}

let limiter = RateLimiter(capacity: 3, refillEvery: .milliseconds(100))
let refiller = Task {
  for _ in 0..<4 {
    try await Task.sleep(for: .milliseconds(100))
    await limiter.refill()
  }
}
var results: [String] = []
for i in 1...6 {
  let ok = await limiter.tryAcquire()
  results.append("req\(i):\(ok ? "ok" : "throttled")")
}
print(results.joined(separator: " "))
try await Task.sleep(for: .milliseconds(250))
print(await limiter.state, await limiter.tryAcquire(), await limiter.tryAcquire(), await limiter.tryAcquire())
try await refiller.value
print(await limiter.state)
