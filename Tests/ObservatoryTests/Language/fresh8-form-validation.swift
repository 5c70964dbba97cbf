import Foundation
import Observation

enum ValidationRule {
    case required
    case minLength(Int)
    case maxLength(Int)
    case matches(String, message: String)
    case custom((String) -> String?)

    func check(_ value: String, field: String) -> String? {
        switch self {
        case .required:
            return value.trimmingCharacters(in: .whitespaces).isEmpty ? "\(field) is required" : nil
        case .minLength(let n) where value.count < n:
            return "\(field) needs at least \(n) characters"
        case .maxLength(let n) where value.count > n:
            return "\(field) allows at most \(n) characters"
        case .matches(let needle, let message):
            return value.contains(needle) ? nil : message
        case .custom(let rule):
            return rule(value)
        default:
            return nil
        }
    }
}

struct FieldSpec {
    let name: String
    let rules: [ValidationRule]
}

@Observable
final class SignUpForm {
    var values: [String: String] = [:]
    var touched: Set<String> = []
    let specs: [FieldSpec]

    init(specs: [FieldSpec]) { self.specs = specs }

    var errors: [String: [String]] {
        var out: [String: [String]] = [:]
        for spec in specs where touched.contains(spec.name) {
            let value = values[spec.name] ?? ""
            let messages = spec.rules.compactMap { $0.check(value, field: spec.name) }
            if !messages.isEmpty { out[spec.name] = messages }
        }
        return out
    }

    var isValid: Bool { touched.count == specs.count && errors.isEmpty }

    func update(_ field: String, to value: String) {
        values[field] = value
        touched.insert(field)
    }
}

let form = SignUpForm(specs: [
    FieldSpec(name: "username", rules: [.required, .minLength(3), .maxLength(12)]),
    FieldSpec(name: "email", rules: [.required, .matches("@", message: "email must contain @")]),
    FieldSpec(name: "password", rules: [
        .minLength(8),
        .custom { $0.contains(where: \.isNumber) ? nil : "password needs a digit" },
        .custom { $0.lowercased() == $0 ? "password needs an uppercase letter" : nil },
    ]),
])

func showErrors() {
    withObservationTracking {
        let errors = form.errors
        if errors.isEmpty {
            print("no errors; valid:", form.isValid)
        } else {
            for key in errors.keys.sorted() {
                print("  \(key): \(errors[key]!.joined(separator: "; "))")
            }
        }
    } onChange: {
        print("-- form changed")
    }
}

showErrors()
form.update("username", to: "al")
showErrors()
form.update("email", to: "al.example.com")
form.update("password", to: "secret")
showErrors()
form.update("username", to: "alice_in_wonderland")
form.update("password", to: "Secret123")
showErrors()
form.update("username", to: "alice")
form.update("email", to: "alice@example.com")
showErrors()
print(form.touched.sorted(), form.values.count)
