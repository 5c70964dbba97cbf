// Idiom: `guard case` and `guard let` early exits in functions that read an @Observable model.
import Observation

enum Session {
    case signedOut
    case signedIn(user: String, admin: Bool)
}

@Observable final class Auth {
    var session: Session = .signedOut
    var token: String?
}

func adminName(_ auth: Auth) -> String {
    guard case let .signedIn(user, admin) = auth.session else { return "nobody signed in" }
    guard admin else { return "\(user) is not an admin" }
    return "admin \(user)"
}

func tokenLength(_ auth: Auth) -> Int {
    guard let token = auth.token, !token.isEmpty else { return 0 }
    return token.count
}

let auth = Auth()
print(adminName(auth), tokenLength(auth))
withObservationTracking {
    _ = adminName(auth)
} onChange: {
    print("session will change")
}
auth.token = "abc123"
auth.session = .signedIn(user: "ada", admin: false)
print(adminName(auth), tokenLength(auth))
auth.session = .signedIn(user: "grace", admin: true)
print(adminName(auth))
