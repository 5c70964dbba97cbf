import Observation

enum FieldError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case mismatch

    var description: String {
        switch self {
        case .empty(let f): "\(f) is required"
        case let .tooShort(f, min): "\(f) needs \(min)+ characters"
        case .mismatch: "passwords differ"
        }
    }
}

@Observable
final class SignUpForm {
    var email = ""
    var password = ""
    var confirm = ""
    var submitted = false

    var errors: [FieldError] {
        var out: [FieldError] = []
        if email.isEmpty { out.append(.empty(field: "email")) }
        if password.count < 8 { out.append(.tooShort(field: "password", min: 8)) }
        if password != confirm { out.append(.mismatch) }
        return out
    }
    var canSubmit: Bool { errors.isEmpty && !submitted }

    func submit() throws -> String {
        if let first = errors.first { throw first }
        guard !submitted else { return "already sent" }
        submitted = true
        return "welcome \(email.split(separator: "@").first ?? "")"
    }
}

let form = SignUpForm()
func watchButton() {
    withObservationTracking {
        print("button enabled:", form.canSubmit)
    } onChange: {
        print("  (button state may change)")
    }
}
watchButton()
form.email = "kim@example.com"
watchButton()
form.password = "hunter2"
watchButton()
do {
    _ = try form.submit()
} catch let e as FieldError {
    print("cannot submit:", e)
}
form.password = "correct horse"
form.confirm = "correct horse"
watchButton()
print(try form.submit())
print((try? form.submit()) ?? "nil", form.errors.map(\.description))
watchButton()
