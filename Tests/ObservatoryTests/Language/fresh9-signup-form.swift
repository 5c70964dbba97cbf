import Foundation
import Observation

enum Rule: CaseIterable {
    case notEmpty, email, minLength, hasDigit, matchesPassword
}

struct FieldError: Error, Equatable, CustomStringConvertible {
    let field: String
    let rule: Rule
    var description: String { "\(field): \(rule)" }
}

@Observable
final class SignUpForm {
    var email = ""
    var password = ""
    var confirmation = ""
    var acceptedTerms = false

    var errors: [FieldError] {
        var out: [FieldError] = []
        func check(_ ok: Bool, _ field: String, _ rule: Rule) {
            if !ok { out.append(FieldError(field: field, rule: rule)) }
        }
        let trimmed = email.trimmingCharacters(in: .whitespaces)
        check(!trimmed.isEmpty, "email", .notEmpty)
        let parts = trimmed.split(separator: "@")
        check(parts.count == 2 && parts[1].contains("."), "email", .email)
        check(password.count >= 8, "password", .minLength)
        check(password.contains(where: \.isNumber), "password", .hasDigit)
        check(confirmation == password, "confirmation", .matchesPassword)
        return out
    }

    var canSubmit: Bool { errors.isEmpty && acceptedTerms }

    func submit() -> Result<String, FieldError> {
        if let first = errors.first { return .failure(first) }
        let user = email.split(separator: "@")[0]
        return .success("welcome, \(user)")
    }
}

let form = SignUpForm()
func renderButton() {
    withObservationTracking {
        print("submit enabled:", form.canSubmit, "errors:", form.errors.map(\.description))
    } onChange: {
        Task { @MainActor in renderButton() }
    }
}
renderButton()

let keystrokes: [(WritableKeyPath<SignUpForm, String>, String)] = [
    (\.email, " ada@example"), (\.email, "ada@example.com"), (\.password, "secret"),
    (\.password, "secret42x"), (\.confirmation, "secret42x"),
]
var f = form
for (path, value) in keystrokes {
    f[keyPath: path] = value
    await Task.yield()
}
form.acceptedTerms = true
await Task.yield()
switch form.submit() {
case .success(let message): print(message)
case .failure(let e): print("failed:", e)
}
form.password = "short"
print(form.submit(), Rule.allCases.count)
