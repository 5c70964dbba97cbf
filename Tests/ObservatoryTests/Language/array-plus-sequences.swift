// `+` and `+=` of an array (or an ArraySlice) and another sequence: a merge sort that appends
// what is left of each half, a feed that pages through a slice, a playlist that queues a
// reversed and a dropped-first sequence. Swift makes the left operand's type (a slice keeps
// its start index), or the right's when only the right can grow (a new slice from 0).
func mergeSort(_ xs: [Int]) -> [Int] {
  guard xs.count > 1 else { return xs }
  let mid = xs.count / 2
  let left = mergeSort(Array(xs[..<mid]))
  let right = mergeSort(Array(xs[mid...]))
  var out: [Int] = []
  var i = 0
  var j = 0
  while i < left.count && j < right.count {
    if left[i] <= right[j] {
      out.append(left[i])
      i += 1
    } else {
      out.append(right[j])
      j += 1
    }
  }
  out += left[i...]
  out += right[j...]
  return out
}
print(mergeSort([38, 27, 43, 3, 9, 82, 10, 3]))

struct Feed {
  var posts = (1...7).map { "post \($0)" }
  var shown: [String] = []
  mutating func loadMore(_ n: Int) {
    let next = posts.dropFirst(shown.count).prefix(n)
    shown += next
    print("showing", shown.count, "last:", shown.last ?? "-")
  }
}
var feed = Feed()
feed.loadMore(3)
feed.loadMore(3)
feed.loadMore(3)

let songs = ["intro", "verse", "chorus"]
var queue = songs + songs.reversed()
queue += songs.dropFirst()
print(queue)
let encore = songs.reversed() + ["bonus"]
print(encore, type(of: encore))
let numbered = [0] + (1...3)
print(numbered, (1...2) + [9])

let tail = songs[1...]
let grown = tail + ["outro"]
print(grown, grown.startIndex, type(of: grown))
var rest = songs[2...]
rest += songs.prefix(1)
print(rest, rest.startIndex)
let fresh = (1...2).map { "take \($0)" } + tail
print(fresh, fresh.startIndex)
let mixed = (0..<2) + [5, 6][1...]
print(mixed, mixed.startIndex, type(of: mixed))
