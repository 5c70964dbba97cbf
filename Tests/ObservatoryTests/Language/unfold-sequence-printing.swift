// What Swift shows for lazily generated sequences — useful when logging a pipeline
// before it runs: the state each one holds, its parts, and their iterators.
final class Node {
    let title: String
    let parent: Node?
    init(_ title: String, parent: Node? = nil) { self.title = title; self.parent = parent }
}
let home = Node("Home")
let settings = Node("Settings", parent: home)
let privacy = Node("Privacy", parent: settings)

let breadcrumbs = sequence(first: privacy) { $0.parent }
print(type(of: breadcrumbs))
print(breadcrumbs.map(\.title).joined(separator: " < "))

let pageSizes = sequence(first: 25) { size -> Int? in size < 100 ? size * 2 : nil }
print(pageSizes)
debugPrint(pageSizes)
print("pages:", Array(pageSizes))

// A ticket counter whose state is the next number to hand out.
let tickets = sequence(state: 1) { (next: inout Int) -> String? in
    defer { next += 1 }
    return next <= 3 ? "T\(next)" : nil
}
print(tickets, type(of: tickets))
var window = tickets
print(window.next() ?? "-", window.next() ?? "-")
print("window:", window)
print("tickets still:", tickets)
while window.next() != nil {}
print("drained:", window)

// Parts of a sequence keep it, and print it inside themselves.
let firstPages = pageSizes.prefix(2)
let laterPages = pageSizes.dropFirst()
print(firstPages, Array(firstPages))
print(laterPages, [type(of: laterPages)])
print(pageSizes.prefix(3).prefix(2), pageSizes.dropFirst().dropFirst(2))
print(pageSizes.enumerated(), type(of: pageSizes.dropFirst().prefix(1)))

// drop(while:) asks for elements as soon as it is made, and keeps the one it stopped at.
let large = pageSizes.drop(while: { $0 < 60 })
print(large)
for size in large { print("large page:", size) }

// Iterators print where they stand.
var it = pageSizes.prefix(3).makeIterator()
_ = it.next()
print(it)
var skipping = pageSizes.dropFirst(2).makeIterator()
print(skipping)
var numbered = tickets.enumerated().makeIterator()
_ = numbered.next()
print(numbered, [numbered])

let labels = sequence(state: ["a", "b"].makeIterator()) { (it: inout IndexingIterator<[String]>) -> String? in
    it.next()?.uppercased()
}
print(labels, Array(labels))
