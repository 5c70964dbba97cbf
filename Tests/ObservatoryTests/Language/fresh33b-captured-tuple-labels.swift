// A labelled-tuple array filled from a nested function, a closure and a top-level function:
// each appended `(a, b)` takes the declared element labels (found by fresh33b's trie program).
final class Node {
    var children: [Character: Node] = [:]
    var isWord = false
    var frequency = 0
}

func suggestions(_ start: Node, _ prefix: String) -> [(word: String, frequency: Int)] {
    var results: [(word: String, frequency: Int)] = []
    func walk(_ node: Node, _ path: String) {
        if node.isWord { results.append((path, node.frequency)) }
        for key in node.children.keys.sorted() {
            walk(node.children[key]!, path + String(key))
        }
    }
    walk(start, prefix)
    results.sort { a, b in
        a.frequency != b.frequency ? a.frequency > b.frequency : a.word < b.word
    }
    return results
}

let root = Node()
for (word, count) in [("cat", 2), ("car", 5), ("cart", 1), ("dog", 5)] {
    var node = root
    for ch in word {
        if node.children[ch] == nil { node.children[ch] = Node() }
        node = node.children[ch]!
    }
    node.isWord = true
    node.frequency = count
}
let found = suggestions(root, "")
print(found.map { "\($0.word)(\($0.frequency))" }.joined(separator: ", "))
print(found[0], found.last!.word)

func tally(_ words: [String]) -> [(letter: Character, count: Int)] {
    var out: [(letter: Character, count: Int)] = []
    let record = { (c: Character, n: Int) in out.append((c, n)) }
    let grouped = Dictionary(grouping: words.compactMap(\.first), by: { $0 })
    for key in grouped.keys.sorted() { record(key, grouped[key]!.count) }
    return out
}
let letters = tally(["apple", "avocado", "banana", "cherry", "cranberry", "cress"])
print(letters.map { "\($0.letter)=\($0.count)" }, letters.max { $0.count < $1.count }!.letter)

var log: [(step: Int, note: String)] = []
func record(_ note: String) { log.append((log.count + 1, note)) }
record("load")
record("parse")
record("run")
for entry in log { print(entry.step, entry.note) }
print(log.map(\.note).joined(separator: " > "), log)
