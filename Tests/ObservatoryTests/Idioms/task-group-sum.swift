// Idiom: withTaskGroup — child tasks finish in any order, so results are summed and sorted before printing.
import Observation

@Observable final class Totals {
    var sum = 0
}

func square(_ n: Int) async -> Int {
    try? await Task.sleep(for: .milliseconds(n))
    return n * n
}

let totals = Totals()
withObservationTracking {
    _ = totals.sum
} onChange: {
    print("sum will change")
}
let squares = await withTaskGroup(of: Int.self) { group in
    for n in 1...5 {
        group.addTask { await square(n) }
    }
    var results: [Int] = []
    for await value in group {
        results.append(value)
    }
    return results
}
totals.sum = squares.reduce(0, +)
print(squares.sorted(), totals.sum)
