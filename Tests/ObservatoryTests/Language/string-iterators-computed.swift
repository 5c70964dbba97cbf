// A reader that walks a message it is handed, built from short parts at run time: with no long
// literal in the program, every long message was computed, and its iterator prints that way.
struct Reader {
    var cursor: String.Iterator
    init(_ message: String) { cursor = message.makeIterator() }
    mutating func skip(_ n: Int) { for _ in 0..<n { _ = cursor.next() } }
}

func compose(_ parts: [String]) -> String {
    var out = ""
    for p in parts { out += p + " " }
    return out
}

let parts = ["deploy", "finished", "in", "12", "minutes"]
var reader = Reader(compose(parts))
reader.skip(7)
print(reader.cursor)
print([reader])
let pairs = zip(compose(["née", "à", "Noël", "été"]), 0...).drop(while: { $0.0 != " " })
print(pairs)
