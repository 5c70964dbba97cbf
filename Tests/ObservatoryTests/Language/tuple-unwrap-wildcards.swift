// Optional tuples taken apart with a name left out: an undo stack of (action, position) pairs,
// a lookup returning (value, index)?, and a parser's (token, rest)?.
var undo: [(action: String, position: Int)] = [("type a", 1), ("type b", 2), ("delete", 1)]

while let (action, _) = undo.popLast() {
  print("undo", action)
}

func find(_ target: Int, in xs: [Int]) -> (value: Int, index: Int)? {
  guard let i = xs.firstIndex(of: target) else { return nil }
  return (xs[i], i)
}

let numbers = [4, 8, 15, 16, 23, 42]
if let (_, index) = find(15, in: numbers) {
  print("15 at", index)
}
if let (value, _) = find(99, in: numbers) {
  print("found", value)
} else {
  print("99 missing")
}

func nextToken(_ text: String) -> (String, String)? {
  let trimmed = text.drop { $0 == " " }
  guard !trimmed.isEmpty else { return nil }
  let word = trimmed.prefix { $0 != " " }
  return (String(word), String(trimmed.dropFirst(word.count)))
}

func firstWord(_ text: String) -> String {
  guard let (word, _) = nextToken(text) else { return "(none)" }
  return word
}
print(firstWord("  hello world"), firstWord("   "))

var rest = "let x = 42"
var tokens: [String] = []
while let (token, remaining) = nextToken(rest) {
  tokens.append(token)
  rest = remaining
}
print(tokens)
