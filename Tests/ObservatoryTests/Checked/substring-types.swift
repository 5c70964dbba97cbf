// Substrings are their own type in Swift: `split` gives `[Substring]`, a range of a string is a
// `Substring`. The playground keeps their text as a String; with the compiler check, `type(of:)`
// answers Swift's static type.
import Foundation

struct LogLine {
  let raw: String
  var fields: [Substring] { raw.split(separator: "|") }
  var level: Substring? { fields.first }
}

let lines = [LogLine(raw: "INFO|boot|ok"), LogLine(raw: "WARN|disk|92%"), LogLine(raw: "")]
for line in lines {
  let fields = line.fields
  print(fields.count, type(of: fields), type(of: line.level))
}
let words = "the quick brown fox".split(separator: " ")
var lengths: [Substring: Int] = [:]
for w in words { lengths[w] = w.count }
print(type(of: words), type(of: words[0]), type(of: lengths))
let title = "Observation in depth"
let head = title.prefix(11)
let tail = title.dropFirst(15)
print(head, tail, type(of: head), type(of: tail), "\(type(of: (head, count: head.count)))")
print(String(reflecting: type(of: words)), String(describing: type(of: title[title.startIndex...])))
let joined = words.map { String($0) }
print(type(of: joined), joined.joined(separator: "-"))
