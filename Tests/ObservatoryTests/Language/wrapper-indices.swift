// A playlist screen looks things up in the views it shows: the queue newest-first, numbered
// rows, the tracks of all albums as one list, the byte view of a header, and the keys of a
// ratings table. Each lookup gives that view's own index type.

struct Track: Equatable {
  let title: String
  let seconds: Int
}

let queue = [
  Track(title: "Intro", seconds: 60),
  Track(title: "Rain", seconds: 200),
  Track(title: "Drive", seconds: 180),
  Track(title: "Rain", seconds: 210),
]

// Newest first: the latest "Rain" is found first.
let newestFirst = queue.reversed()
if let i = newestFirst.firstIndex(where: { $0.title == "Rain" }) {
  print("latest Rain:", newestFirst[i].seconds, i)
  print(type(of: i))
}
if let i = newestFirst.lastIndex(where: { $0.title == "Rain" }),
  let j = newestFirst.firstIndex(where: { $0.seconds > 100 })
{
  print(i == j, j < i, i > j, [i, j].count)
  print([i])
}
print(newestFirst.firstIndex(of: Track(title: "Outro", seconds: 1)) as Any)

// Numbered rows.
let rows = queue.enumerated()
if let r = rows.firstIndex(where: { $0.element.seconds == 180 }) {
  print("row", rows[r].offset, rows[r].element.title)
  print(r)
  debugPrint(r)
}

// Seconds as a closed range of levels.
let levels = 1...10
if let k = levels.firstIndex(of: 7) {
  print(k, levels[k], type(of: k))
  print(levels.firstIndex(of: 1) as Any)
}
print(levels.lastIndex(where: { $0 % 3 == 0 }) as Any)

// All albums' tracks as one list.
let albums = [[3, 4], [], [5]]
let all = albums.joined()
if let t = all.firstIndex(of: 5) {
  print(all[t], t)
}
print(all.firstIndex(of: 3) as Any)

// A part of the reversed queue keeps the queue's reversed indices.
let recent = newestFirst.prefix(3)
if let p = recent.firstIndex(where: { $0.title == "Rain" }) {
  print(recent[p].seconds, p)
}

// The header's bytes and scalars index the string itself.
let header = "héllo"
if let b = header.utf8.firstIndex(of: 108) {
  print(b, header.utf8[b], header[b])
}
if let s = header.unicodeScalars.firstIndex(of: "l") {
  print(s, header.unicodeScalars[s])
}

// A ratings table's keys index the dictionary.
let ratings = ["Rain": 5]
if let k = ratings.keys.firstIndex(of: "Rain") {
  print(ratings.keys[k], ratings[k].value)
}
if let v = ratings.values.firstIndex(of: 5) {
  print(ratings.values[v])
}
