// Unfold sequences whose closures leave the element type to Swift: a pager, a word scanner and
// a Collatz walk, each only iterated, collected or mapped.
struct Page {
    let number: Int
    let items: [String]
}

let catalog = ["apple", "banana", "cherry", "date", "elderberry", "fig", "grape"]

// Pages of three, pulled from a cursor as the loop asks for them.
let pages = sequence(state: 0) { start in
    let items = catalog.dropFirst(start).prefix(3)
    print("  loading page at \(start)")
    defer { start += 3 }
    return items.isEmpty ? nil : Page(number: start / 3 + 1, items: Array(items))
}
for page in pages {
    print("page \(page.number):", page.items.joined(separator: ", "))
}
print(pages.map { $0.items.count }, pages.reduce(0) { $0 + $1.items.count })

// Words of a sentence, scanned character by character.
let sentence = "the quick  brown fox"
var words = sequence(state: sentence.makeIterator()) { it in
    var word = ""
    while let c = it.next() {
        if c != " " {
            word.append(c)
        } else if !word.isEmpty {
            return word
        }
    }
    return word.isEmpty ? nil : word
}
print(Array(words))
print(words.next() ?? "-", words.next() ?? "-")
print(words.filter { $0.count > 3 }, words.first { $0.hasPrefix("b") } ?? "none")

// A Collatz walk from 27, capped and counted.
let steps = sequence(state: 27) { n in
    if n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        return n
    }
    return nil
}
print(steps.prefix(8).map { String($0) }.joined(separator: " -> "))
print("peak", steps.max() ?? 0, "length", Array(steps).count)
for (i, x) in steps.dropFirst(108).enumerated() {
    print("step", 109 + i, x)
}
print(steps.contains(9232), steps.allSatisfy { $0 > 0 })
