enum ValidationError: Error, Equatable {
  case empty(field: String)
  case tooLong(field: String, max: Int)
  case outOfRange(Int, ClosedRange<Int>)
}

struct Settings: CustomStringConvertible {
  var username: String
  var fontSize: Int
  var tags: [String]

  init(username: String, fontSize: Int, tags: [String] = []) throws {
    guard !username.isEmpty else { throw ValidationError.empty(field: "username") }
    guard username.count <= 8 else { throw ValidationError.tooLong(field: "username", max: 8) }
    let allowed = 9...32
    guard allowed.contains(fontSize) else { throw ValidationError.outOfRange(fontSize, allowed) }
    self.username = username
    self.fontSize = fontSize
    self.tags = tags
  }

  var description: String { "Settings(\(username), \(fontSize)pt, \(tags.count) tags)" }
}

func make(_ name: String, _ size: Int) -> Result<Settings, ValidationError> {
  Result { try Settings(username: name, fontSize: size) }.mapError { $0 as! ValidationError }
}

let attempts = [("ana", 14), ("", 12), ("bartholomew", 12), ("cy", 40), ("dee", 9)]
var good: [Settings] = []
for (name, size) in attempts {
  let r = make(name, size)
  switch r {
  case .success(let s):
    good.append(s)
    print("ok", s)
  case .failure(.outOfRange(let v, let range)):
    print("size \(v) not in \(range.lowerBound)...\(range.upperBound)")
  case .failure(let e):
    print("failed:", e)
  }
}
let sizes = make("eve", 20).map(\.fontSize).flatMap { s -> Result<Int, ValidationError> in
  s > 16 ? .success(s * 2) : .failure(.outOfRange(s, 17...99))
}
print(sizes)
print((try? make("", 1).get())?.username ?? "nil")
print(make("x", 10) .map { $0.username.uppercased() })
do {
  _ = try make("toolongname", 10).get()
} catch ValidationError.tooLong(let f, let m) {
  print("caught tooLong", f, m)
} catch {
  print("other", error)
}
print(good.map(\.username), good.map(\.fontSize).max() ?? 0)
print(ValidationError.empty(field: "a") == .empty(field: "a"), ValidationError.empty(field: "a") == .empty(field: "b"))
