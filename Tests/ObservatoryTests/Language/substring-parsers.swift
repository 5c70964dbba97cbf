import Foundation

// Parsing text with Substrings the way command parsers and log readers do.

enum Command: Equatable {
  case move(Int, Int)
  case say(String)
  case quit
}

func parseCommand(_ line: String) -> Command? {
  let parts = line.split(separator: " ", maxSplits: 1)
  guard let verb = parts.first else { return nil }
  switch verb.lowercased() {
  case "move":
    guard parts.count == 2 else { return nil }
    let xy = parts[1].split(separator: ",")
    guard xy.count == 2, let x = Int(xy[0]), let y = Int(xy[1]) else { return nil }
    return .move(x, y)
  case "say":
    return parts.count == 2 ? .say(String(parts[1])) : nil
  case "quit":
    return .quit
  default:
    return nil
  }
}

for line in ["move 3,4", "say hello there", "QUIT", "jump", "move 1"] {
  print(line, "->", parseCommand(line).map { "\($0)" } ?? "invalid")
}

struct LogEntry {
  let level: Substring
  let message: Substring
}

func readLog(_ text: String) -> [LogEntry] {
  var entries: [LogEntry] = []
  for line in text.split(separator: "\n") {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { continue }
    let level = line[line.index(after: line.startIndex)..<close]
    var message = line[line.index(after: close)...]
    while message.first == " " { message = message.dropFirst() }
    entries.append(LogEntry(level: level, message: message))
  }
  return entries
}

let log = """
  [INFO] server started
  [WARN]   disk almost full
  garbage line
  [INFO] request /home
  [ERROR] timeout after 30s
  """
let entries = readLog(log)
for e in entries {
  let offset = log.distance(from: log.startIndex, to: e.message.startIndex)
  print(e.level, "|", e.message, "| at", offset)
}
let byLevel = Dictionary(grouping: entries, by: { $0.level })
print(byLevel.keys.sorted(), byLevel["INFO"]?.count ?? 0)
let levels = Set(entries.map(\.level))
print(levels.contains("WARN"), levels.count, entries.map(\.level).joined(separator: "/"))
print([entries[0].level, entries[1].level], entries.map { $0.message.count })

func initials(_ name: Substring) -> String {
  name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
}
let people = "Ada Lovelace; Grace Brewster Hopper; Alan Turing"
for person in people.split(separator: ";") {
  let trimmed = person.drop(while: { $0 == " " })
  print(initials(trimmed), trimmed.count, type(of: trimmed))
}

// A query string: the index of "=" found in the pair reads the whole query.
let query = "page=2&sort=name&filter="
var params: [String: String] = [:]
for pair in query.split(separator: "&") {
  if let eq = pair.firstIndex(of: "=") {
    params[String(query[pair.startIndex..<eq])] = String(pair[query.index(after: eq)...])
  }
}
print(params.sorted { $0.key < $1.key })
let words = "delta alpha charlie bravo".split(separator: " ")
print(words.sorted(), words.max()!, words.contains("alpha"), words.firstIndex(of: "charlie") ?? -1)
