import Foundation
enum Block: Equatable {
  case heading(level: Int, text: String)
  case bullet(String)
  case paragraph(String)
  case rule
}

func parse(_ source: String) -> [Block] {
  source.split(separator: "\n", omittingEmptySubsequences: true).map { raw in
    let line = raw.trimmingCharacters(in: .whitespaces)
    if line == "---" { return .rule }
    if line.hasPrefix("#") {
      let level = line.prefix { $0 == "#" }.count
      return .heading(level: level, text: line.dropFirst(level).trimmingCharacters(in: .whitespaces))
    }
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return .bullet(String(line.dropFirst(2))) }
    return .paragraph(line)
  }
}

func render(_ blocks: [Block]) -> String {
  blocks.map { block -> String in
    switch block {
    case let .heading(level, text): return "<h\(level)>\(text)</h\(level)>"
    case .bullet(let t): return "<li>\(t)</li>"
    case .paragraph(let t): return "<p>\(t)</p>"
    case .rule: return "<hr>"
    }
  }.joined(separator: "\n")
}

let doc = """
# Release notes
  ## 2.1
- faster sync
* dark mode

Thanks to everyone.
---
### Known issues
"""
let blocks = parse(doc)
print(blocks.count, blocks.filter { if case .bullet = $0 { true } else { false } }.count)
print(render(blocks))
print(blocks[1] == .heading(level: 2, text: "2.1"), blocks.last!)
