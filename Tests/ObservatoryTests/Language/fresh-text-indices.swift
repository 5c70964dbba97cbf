import Observation

@Observable
final class SearchField {
  var text = ""
  var caret = 0

  var token: Substring {
    guard let space = text.lastIndex(of: " ") else { return text[...] }
    return text[text.index(after: space)...]
  }

  func insert(_ s: String) {
    let i = text.index(text.startIndex, offsetBy: caret)
    text.insert(contentsOf: s, at: i)
    caret += s.count
  }
}

let field = SearchField()
withObservationTracking {
  print("token: '\(field.token)'")
} onChange: {
  print("field will change")
}
field.insert("swift obs")
print("token now '\(field.token)', caret", field.caret)
field.caret = 5
field.insert("ui")
print(field.text, field.token)

let email = "ana.lopez@example.com"
if let at = email.firstIndex(of: "@") {
  let user = email[..<at]
  let domain = email[email.index(after: at)...]
  print(user, domain, email.distance(from: email.startIndex, to: at))
  let dot = domain.firstIndex(of: ".")!
  print(domain[..<dot], at < dot, email[dot...])
}
let word = "héllo wörld"
var i = word.startIndex
var caps = ""
while i < word.endIndex {
  let c = word[i]
  caps += i == word.startIndex || word[word.index(before: i)] == " " ? c.uppercased() : String(c)
  i = word.index(after: i)
}
print(caps)
if let r = word.firstIndex(where: { $0 == "w" }) {
  print(word.distance(from: r, to: word.endIndex), word[r], word.prefix(upTo: r) + "!")
}
let last3 = word.index(word.endIndex, offsetBy: -3)
print(word[last3...], word.suffix(3), word.index(word.startIndex, offsetBy: 2, limitedBy: word.endIndex).map { word[$0] } ?? "?")
