// A playlist's queue starts empty: its parts (the next few, all but the first, the tail) are
// ArraySlices, named as Swift names them, empty or not.
struct Playlist {
    var queue: [String] = []
    var ratings: [Int] = []
}

var list = Playlist()
print(type(of: list.queue.dropFirst()), type(of: list.queue.prefix(3)), type(of: list.queue.suffix(1)))
print(type(of: list.ratings.dropLast()), type(of: list.ratings.prefix(while: { $0 > 3 })))
print(type(of: list.ratings.drop(while: { $0 < 2 })))
let upNext = list.queue.prefix(2)
print(type(of: upNext), upNext, list.queue.dropFirst())
let kept: ArraySlice<Int> = list.ratings.dropFirst()
print(type(of: kept), [kept])

list.queue = ["Intro", "Theme", "Outro"]
print(list.queue.dropFirst(), type(of: list.queue.dropFirst().first))
debugPrint(list.queue.prefix(2))
