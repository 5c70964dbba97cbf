// Substrings are their own type: split, prefix and dropFirst make them, and a cast to String
// fails, as Swift's warning says, while their text prints the same.
struct Field {
    let name: String
    let value: Any
}

func kind(of value: Any) -> String {
    switch value {
    case let s as String: return "String(\(s))"
    case let s as Substring: return "Substring(\(s.uppercased()))"
    case let n as Int: return "Int(\(n))"
    case is [Any]: return "list"
    default: return "other \(type(of: value))"
    }
}

let header = "id=42;name=Ada Lovelace;tags=math,poetry;note="
var fields: [Field] = []
for pair in header.split(separator: ";") {
    let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(kv[0])
    if let n = Int(kv[1]) {
        fields.append(Field(name: name, value: n))
    } else if kv[1].contains(",") {
        fields.append(Field(name: name, value: kv[1].split(separator: ",")))
    } else {
        fields.append(Field(name: name, value: kv[1]))
    }
}
for f in fields { print(f.name, "->", kind(of: f.value), f.value) }

let first = header.prefix(5)
let anyFirst: Any = first
print(first is String, first is Substring, anyFirst is String, anyFirst is Substring)
print(first as? String ?? "not a String", (anyFirst as? Substring).map { $0 + "!" } ?? "none")
print(type(of: anyFirst), String(describing: type(of: anyFirst)))

switch first {
case let s as String: print("matched String", s)
default: print("no String here")
}

let words = "the quick brown fox".split(separator: " ")
let mixed: [Any] = [words[0], "jumps", words.last!, 3]
print(mixed.map { kind(of: $0) })
print(mixed.compactMap { $0 as? String }, mixed.compactMap { $0 as? Substring }.count)
let boxedWords: [Any] = words
print(boxedWords.filter { $0 is Substring }.count, boxedWords.first.map { type(of: $0) }!)

var record: [String: Any] = [:]
record["first"] = words.first
record["rest"] = words.dropFirst().joined(separator: "+")
record["initial"] = words[1].prefix(1)
for key in record.keys.sorted() {
    let v = record[key]!
    print(key, v is String, v as? String ?? "-", kind(of: v))
}
let converted = words.map(String.init)
let anyConverted: Any = converted
print(anyConverted as? [String] ?? [], (boxedWords as? [String])?.count ?? -1)
