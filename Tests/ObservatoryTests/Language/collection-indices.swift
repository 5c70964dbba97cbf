// A reading list walks its views by index, the way index-based algorithms are written: the
// newest entries first, numbered rows, all chapters of all books as one list, a page range,
// and the bytes of a title. Each view's startIndex, endIndex and index(after:) are its own.

struct Entry {
  let title: String
  let pages: Int
}

let entries = [
  Entry(title: "Dune", pages: 412),
  Entry(title: "Emma", pages: 474),
  Entry(title: "Ubik", pages: 202),
]

// Newest first, by walking indices by hand.
let newest = entries.reversed()
var i = newest.startIndex
while i != newest.endIndex {
  print(newest[i].title, terminator: " ")
  i = newest.index(after: i)
}
print()
print(newest.startIndex, newest.endIndex, [newest.index(before: newest.endIndex)])
print(newest.distance(from: newest.startIndex, to: newest.endIndex))

// The second-newest, if there is one.
if let second = newest.index(newest.startIndex, offsetBy: 1, limitedBy: newest.endIndex) {
  print("second newest:", newest[second].title, second)
}
print(newest.index(newest.startIndex, offsetBy: 5, limitedBy: newest.endIndex) as Any)

// Every index of the reversed list.
for k in newest.indices where newest[k].pages > 300 {
  print("long:", newest[k].title, k)
}
print(newest.indices)
print(type(of: newest.indices), newest.indices.count)

// Numbered rows.
let rows = entries.enumerated()
let firstRow = rows.startIndex
print(rows[firstRow].offset, rows[firstRow].element.title, firstRow)
print(rows.index(after: firstRow), rows.endIndex)

// All chapters of all books as one list.
let chapters = [[1, 2], [], [3]].joined()
var c = chapters.startIndex
var seen: [Int] = []
while c != chapters.endIndex {
  seen.append(chapters[c])
  c = chapters.index(after: c)
}
print(seen, chapters.startIndex)
print(chapters.endIndex)

// A page range.
let pages = 10...14
let p = pages.index(pages.startIndex, offsetBy: 2)
print(pages[p], p, pages.endIndex, pages.distance(from: p, to: pages.endIndex))
print(pages.indices.count, pages.startIndex < p)

// The bytes of a title.
let bytes = "Émile".utf8
let afterFirst = bytes.index(after: bytes.startIndex)
print(bytes[afterFirst], bytes.startIndex, afterFirst, bytes.endIndex)
print(bytes.indices)

// Plain arrays and their slices move indices the same way.
let sizes = [3, 5, 8, 13]
print(sizes.index(after: 1), sizes.index(before: 3), sizes.index(0, offsetBy: 2))
print(sizes.index(1, offsetBy: 4, limitedBy: sizes.endIndex) as Any, sizes.distance(from: 3, to: 1))
let tail = sizes.dropFirst()
print(tail.index(after: tail.startIndex), tail[tail.index(after: tail.startIndex)])

// The first two of the reversed list are a part with the list's indices.
let top = newest.prefix(2)
print(top.startIndex, top.endIndex, top.index(after: top.startIndex))
print(top.indices)
