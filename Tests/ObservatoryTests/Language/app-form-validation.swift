import Foundation
import Observation

enum ValidationError: Error, Equatable, CustomStringConvertible {
  case empty(field: String)
  case tooShort(field: String, min: Int)
  case invalidEmail
  var description: String {
    switch self {
    case .empty(let f): return "\(f) is required"
    case .tooShort(let f, let min): return "\(f) needs at least \(min) characters"
    case .invalidEmail: return "email looks wrong"
    }
  }
}

@Observable final class SignUpForm {
  var name = ""
  var email = ""
  var password = ""
  var errors: [ValidationError] { validate() }
  var canSubmit: Bool { errors.isEmpty }

  private func validate() -> [ValidationError] {
    var out: [ValidationError] = []
    if name.trimmingCharacters(in: .whitespaces).isEmpty { out.append(.empty(field: "name")) }
    if !email.contains("@") || email.hasPrefix("@") || email.hasSuffix("@") { out.append(.invalidEmail) }
    if password.count < 8 { out.append(.tooShort(field: "password", min: 8)) }
    return out
  }

  func submit() throws -> String {
    if let first = errors.first { throw first }
    return "welcome, \(name.capitalized)"
  }
}

let form = SignUpForm()
withObservationTracking {
  _ = form.canSubmit
} onChange: {
  print("canSubmit may change")
}
form.name = "  "
print(form.errors.map(\.description))
form.name = "ada lovelace"
form.email = "ada@example.com"
form.password = "short"
do {
  print(try form.submit())
} catch let e as ValidationError {
  print("cannot submit:", e, e == .tooShort(field: "password", min: 8))
}
form.password = "analytical-engine"
print(form.canSubmit, (try? form.submit()) ?? "-")
