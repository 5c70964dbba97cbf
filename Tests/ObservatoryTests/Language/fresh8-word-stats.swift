let text = """
    It was the best of times, it was the worst of times,
    it was the age of wisdom, it was the age of foolishness,
    it was the epoch of belief, it was the epoch of incredulity.
    """

let words = text.lowercased()
    .split { !$0.isLetter }
    .map(String.init)

var frequency: [String: Int] = [:]
for w in words { frequency[w, default: 0] += 1 }

let top = frequency.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
for (rank, pair) in zip(1..., top) {
    print("\(rank). \(pair.key) ×\(pair.value)")
}

let lines = text.split(separator: "\n")
for (i, line) in lines.enumerated() {
    let count = line.split(separator: " ").count
    print("line \(i + 1): \(count) words, \(line.filter { $0 == "," }.count) commas")
}

let unique = Set(words)
let longest = unique.max { ($0.count, $1) < ($1.count, $0) } ?? ""
print("unique:", unique.count, "longest:", longest)
let byLetter = Dictionary(grouping: unique, by: { $0.first! })
    .filter { $0.value.count > 1 }
    .mapValues { $0.sorted() }
for key in byLetter.keys.sorted() { print(key, byLetter[key]!) }
let pairs = zip(words, words.dropFirst()).filter { $0.0 == "it" }.map { "\($0.0) \($0.1)" }
print(Set(pairs).sorted(), pairs.count)
let evens = stride(from: 0, to: words.count, by: 7).map { words[$0] }
print(evens)
let capitalized = words.prefix(6).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "), words.count, words.last!)
