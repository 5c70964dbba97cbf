import Observation

// A folder tree walked up through its parents, pages fetched by cursor, and the usual
// number sequences — all with sequence(first:next:) and sequence(state:next:).
final class Folder {
    let name: String
    weak var parent: Folder?
    var children: [Folder] = []
    init(_ name: String, in parent: Folder? = nil) {
        self.name = name
        self.parent = parent
        parent?.children.append(self)
    }
}

let root = Folder("root")
let docs = Folder("Documents", in: root)
let taxes = Folder("Taxes", in: docs)
let y2026 = Folder("2026", in: taxes)

let chain = sequence(first: y2026) { $0.parent }
print(chain.map(\.name).reversed().joined(separator: "/"))
print("depth:", chain.reduce(0) { n, _ in n + 1 } - 1)
if let top = chain.first(where: { $0.parent == nil }) { print("top:", top.name) }
for (level, folder) in sequence(first: taxes, next: { $0.parent }).enumerated() {
    print(String(repeating: "  ", count: level) + folder.name)
}

let powers = sequence(first: 1) { $0 * 2 }
print(Array(powers.prefix(10)))
print(powers.prefix(while: { $0 < 1000 }).count)
print(powers.first(where: { $0 > 5000 }) ?? -1)
print(powers.contains(64), powers.dropFirst(3).prefix(3).map { "2^? = \($0)" })

func collatz(_ n: Int) -> [Int] {
    Array(sequence(first: n) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) })
}
print(collatz(6))
print(collatz(27).count, collatz(27).max() ?? 0)

let fibonacci = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    defer { state = (state.1, state.0 + state.1) }
    return state.0
}
print(fibonacci.prefix(12).filter { $0.isMultiple(of: 2) })
for f in fibonacci.drop(while: { $0 < 50 }).prefix(3) { print("fib", f) }

// The closure runs only as elements are asked for: its prints interleave with the loop's.
var calls = 0
let countdown = sequence(state: 3) { (n: inout Int) -> String? in
    calls += 1
    print("  next() with n = \(n)")
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return "T-\(n)"
}
for label in countdown { print(label) }
print("calls:", calls)
let firstTwo = countdown.prefix(2).map { $0.lowercased() }
print(firstTwo, "calls:", calls)

// Pages fetched by cursor until the server says there are no more.
struct Page { let items: [String]; let next: Int? }
let server: [Int: Page] = [
    0: Page(items: ["a", "b"], next: 2),
    2: Page(items: ["c"], next: 5),
    5: Page(items: ["d", "e", "f"], next: nil),
]
let pages = sequence(state: Optional(0)) { (cursor: inout Int?) -> Page? in
    guard let c = cursor, let page = server[c] else { return nil }
    cursor = page.next
    return page
}
print(pages.flatMap(\.items))
print(pages.map { $0.items.count }, pages.sorted { $0.items.count > $1.items.count }.first?.items ?? [])

@Observable final class Breadcrumbs {
    var current: Folder
    init(_ f: Folder) { current = f }
    var path: String { sequence(first: current) { $0.parent }.map(\.name).reversed().joined(separator: " › ") }
}
let crumbs = Breadcrumbs(taxes)
withObservationTracking {
    print("showing", crumbs.path)
} onChange: {
    print("path will change")
}
crumbs.current = y2026
print("now", crumbs.path)
