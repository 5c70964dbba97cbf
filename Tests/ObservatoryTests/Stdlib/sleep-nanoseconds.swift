// Waiting the way older sample code does: Task.sleep(nanoseconds:) with UInt64 conversions.
func simulateNetwork(seconds: Double) async throws {
    try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
}

func poll(every milliseconds: Int, times: Int) async throws -> [Int] {
    var ticks: [Int] = []
    for i in 1...times {
        try await Task.sleep(nanoseconds: UInt64(milliseconds) * 1_000_000)
        ticks.append(i * milliseconds)
    }
    return ticks
}

let slow = Task {
    try await simulateNetwork(seconds: 0.3)
    print("slow request done")
}
let fast = Task {
    try await simulateNetwork(seconds: 0.1)
    print("fast request done")
}
let poller = Task {
    let ticks = try await poll(every: 70, times: 3)
    print("poller ticks", ticks)
}
try await slow.value
try await fast.value
try await poller.value
try await Task.sleep(nanoseconds: (UInt64(2) + 3) * 1_000_000)
try await Task.sleep(nanoseconds: UInt64(half(-1)))
print("all done")
func half(_ x: Double) -> Double { x / 2 }
