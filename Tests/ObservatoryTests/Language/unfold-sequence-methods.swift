// Retry delays, sensor readings and version histories, compared and split lazily with
// sequence(first:next:) and sequence(state:next:): each closure call shows when Swift asks.
struct Reading { let minute: Int; let celsius: Int }

var polls = 0
let readings = sequence(state: 0) { (minute: inout Int) -> Reading? in
    guard minute < 6 else { return nil }
    defer { minute += 1 }
    polls += 1
    print("  poll minute \(minute)")
    return Reading(minute: minute, celsius: [18, 21, 19, 25, 17, 22][minute])
}

if let coldest = readings.min(by: { $0.celsius < $1.celsius }) {
    print("coldest at minute \(coldest.minute): \(coldest.celsius)°C")
}
let warmest = readings.max { a, b in
    print("  compare \(a.celsius) with \(b.celsius)")
    return a.celsius < b.celsius
}
print("warmest:", warmest.map { "\($0.celsius)°C" } ?? "none", "after \(polls) polls")

// Exponential backoff, capped: the schedule a client promised, checked against the real one.
let backoff = sequence(first: 100) { delay -> Int? in
    print("  next delay after \(delay)")
    return delay < 1_600 ? delay * 2 : nil
}
print("matches the documented start:", backoff.starts(with: [100, 200, 400]))
print("differs from linear:", !backoff.starts(with: [100, 200, 300]))
print("exactly the documented schedule:", backoff.elementsEqual([100, 200, 400, 800, 1_600, 3_200]))
print("shorter than expected:", backoff.elementsEqual([100, 200]))
print("sorts before a slower schedule:", backoff.lexicographicallyPrecedes([100, 300]))
print("sorts after by >:", backoff.lexicographicallyPrecedes([100, 250], by: >))

// The last few entries of a walk up a version history, and the history in parts.
struct Version { let name: String; let parent: Int? }
let history = [Version(name: "1.0", parent: nil), Version(name: "1.1", parent: 0),
               Version(name: "2.0-beta", parent: 1), Version(name: "2.0", parent: 2),
               Version(name: "2.1", parent: 3)]
let lineage = sequence(first: history.count - 1) { history[$0].parent }
print("oldest two:", lineage.suffix(2).map { history[$0].name })
print("all but the root:", lineage.dropLast().map { history[$0].name })
print("newest:", lineage.dropLast(3).map { history[$0].name })
let parts = lineage.split(whereSeparator: { index in
    print("  is \(history[index].name) a beta?")
    return history[index].name.hasSuffix("beta")
})
print(parts.map { $0.map { history[$0].name } }, parts.map(\.startIndex))
print(lineage.split(separator: 2, maxSplits: 1, omittingEmptySubsequences: false))
