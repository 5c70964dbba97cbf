import Foundation

// A Substring shares its base's indices: an index found in a slice reads the base, and one found
// in the base reads the slice.

func tokenize(_ source: String) -> [String] {
  var tokens: [String] = []
  var rest = source[...]
  while let first = rest.first {
    if first == " " {
      rest = rest[rest.index(after: rest.startIndex)...]
      continue
    }
    if first.isNumber {
      let end = rest.firstIndex(where: { !$0.isNumber }) ?? rest.endIndex
      tokens.append(String(rest[..<end]))
      rest = rest[end...]
    } else {
      tokens.append(String(first))
      rest = rest.dropFirst()
    }
  }
  return tokens
}

print(tokenize("12 + 345*(6 - 78)"))

struct Setting {
  let key: String
  let value: String
}

func parse(_ line: String) -> Setting? {
  guard let eq = line.firstIndex(of: "=") else { return nil }
  let key = line[..<eq]
  let value = line[line.index(after: eq)...]
  return Setting(
    key: key.trimmingCharacters(in: .whitespaces), value: value.trimmingCharacters(in: .whitespaces))
}

for line in ["name = Ada", "theme=dark", "broken"] {
  if let s = parse(line) { print("\(s.key) -> \(s.value)") } else { print("skip \(line)") }
}

let csv = "id,name,city"
let start = csv.index(csv.startIndex, offsetBy: 3)
let tail = csv[start...]
print(tail.startIndex == start, tail, tail.count)
if let comma = tail.firstIndex(of: ",") {
  print(csv[comma], csv.distance(from: csv.startIndex, to: comma))
  print(csv[..<comma])
  print(String(csv[csv.index(after: comma)...]))
  print(tail.distance(from: tail.startIndex, to: comma))
}

let sentence = "the quick brown fox"
let words = sentence.split(separator: " ")
let second = words[1]
print(second, sentence.distance(from: sentence.startIndex, to: second.startIndex))
print(sentence[second.startIndex..<sentence.endIndex])
print(sentence[sentence.index(after: second.startIndex)])
let third = words[2]
print(String(sentence[second.startIndex..<third.endIndex]))

if let r = sentence.range(of: "quick") {
  let after = sentence[r.upperBound...]
  print(after, after.startIndex == r.upperBound)
  if let space = after.firstIndex(of: " ") {
    print(sentence[r.lowerBound..<space])
  }
}

let path = "/usr/local/bin/swift"
var cursor = path[...]
var parts: [Substring] = []
while let slash = cursor.dropFirst().firstIndex(of: "/") {
  parts.append(cursor[cursor.index(after: cursor.startIndex)..<slash])
  cursor = cursor[slash...]
}
parts.append(cursor.dropFirst())
print(parts, parts.map { path.distance(from: path.startIndex, to: $0.startIndex) })

let sub = sentence.dropFirst(4).prefix(5)
print(sub, sub == "quick", sub.hasPrefix("qu"), sub.count, Array(sub))
print(type(of: sub), sub.base == sentence, String(sub.base.prefix(3)))
print(sentence.split(separator: " ").last!.split(separator: "o"))
var counts: [Substring: Int] = [:]
for w in "a b a c b a".split(separator: " ") { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
var line = "  hello world"[...]
while line.first == " " { line.removeFirst() }
print(line, line.startIndex == "  hello world".index("  hello world".startIndex, offsetBy: 2))
