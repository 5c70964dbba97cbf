// Typed throws (SE-0413): `throws(E)` on functions and `do throws(E)` blocks, where `error` is E.
enum ValidationError: Error {
  case empty(field: String)
  case tooLong(field: String, limit: Int)
}

struct SignUp {
  var username: String
  var bio: String

  func validate() throws(ValidationError) {
    if username.isEmpty { throw .empty(field: "username") }
    if bio.count > 20 { throw .tooLong(field: "bio", limit: 20) }
  }
}

func message(for error: ValidationError) -> String {
  switch error {
  case .empty(let field): return "\(field) is required"
  case .tooLong(let field, let limit): return "\(field) must be at most \(limit) characters"
  }
}

let forms = [
  SignUp(username: "ana", bio: "iOS dev"),
  SignUp(username: "", bio: "no name"),
  SignUp(username: "raj", bio: "writes far too much about himself"),
]

for form in forms {
  do throws(ValidationError) {
    try form.validate()
    print("ok:", form.username)
  } catch {
    print("invalid:", message(for: error))
  }
}

func firstValid(_ forms: [SignUp]) throws(ValidationError) -> String {
  var last: ValidationError? = nil
  for f in forms {
    do throws(ValidationError) {
      try f.validate()
      return f.username
    } catch .empty {
      last = .empty(field: "username")
    } catch {
      last = error
    }
  }
  throw last ?? .empty(field: "forms")
}

do {
  print(try firstValid(Array(forms.dropFirst())))
} catch {
  print("none valid:", error)
}
print(try firstValid(forms))
