import Foundation
// A log line formatter: fields are parsed from text and handed around as Any,
// the way a generic logging helper takes them.
func render(_ value: Any) -> String {
    switch value {
    case let s as String: return "\"\(s)\""
    case let n as Int: return "\(n)"
    case let d as Double: return String(d)
    case let b as Bool: return b ? "yes" : "no"
    case let xs as [Any]: return "[" + xs.map(render).joined(separator: ",") + "]"
    default: return "<\(type(of: value))>"
    }
}

struct LogLine {
    var level: String
    var fields: [(String, Any)]
}

func parse(_ line: String) -> LogLine? {
    let parts = line.split(separator: " ")
    guard let first = parts.first, first.hasPrefix("["), first.hasSuffix("]") else { return nil }
    var fields: [(String, Any)] = []
    for token in parts.dropFirst() {
        let kv = token.split(separator: "=", maxSplits: 1)
        guard kv.count == 2 else { continue }
        let key = String(kv[0])
        let raw = kv[1]
        if let n = Int(raw) {
            fields.append((key, n))
        } else if let d = Double(raw) {
            fields.append((key, d))
        } else if raw == "true" || raw == "false" {
            fields.append((key, raw == "true"))
        } else {
            fields.append((key, raw))
        }
    }
    return LogLine(level: String(first.dropFirst().dropLast()), fields: fields)
}

let input = """
[INFO] user=ada action=login ms=42
[WARN] user=bob retry=true wait=1.5
garbage line
[ERROR] code=500 path=/api/items
"""
for line in input.split(separator: "\n") {
    guard let log = parse(String(line)) else {
        print("unparsed:", line)
        continue
    }
    let shown = log.fields.map { "\($0.0)=\(render($0.1))" }
    print(log.level.lowercased().padding(toLength: 6, withPad: " ", startingAt: 0) + shown.joined(separator: " "))
}

let tags: [Any] = ["swift", "observation".prefix(3), 7, [1, "x"]]
print(render(tags))
let word = "hello world".split(separator: " ")[1]
print(word is String, word.count, type(of: word))
let anyWord: Any = word
if let s = anyWord as? String { print("a String:", s) } else { print("not a String:", anyWord) }
if let s = anyWord as? Substring { print("a Substring:", s.uppercased()) }
print(String(describing: type(of: anyWord)))
