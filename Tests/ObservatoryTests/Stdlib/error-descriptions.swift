// Foundation's localizedDescription of lesson errors: a LocalizedError's errorDescription, or
// Foundation's fallback sentence with the error's code (an enum's case tag, cases with
// associated values numbered first; an Int raw value; 1 for structs and classes).
import Foundation

enum SignupError: LocalizedError {
  case emailTaken(String)
  case weakPassword
  case offline
  var errorDescription: String? {
    switch self {
    case .emailTaken(let email): return "\(email) already has an account"
    case .weakPassword: return "Choose a longer password"
    case .offline: return nil
    }
  }
}
enum StorageError: Error { case diskFull, missing(path: String), locked, corrupt(Int) }
enum HTTPStatus: Int, Error { case notFound = 404, teapot = 418 }
struct Timeout: Error { let seconds: Int }
class SessionError: Error {}
final class ExpiredSession: SessionError {}

func signUp(_ email: String, _ password: String, online: Bool) throws {
  guard online else { throw SignupError.offline }
  guard email != "ada@example.com" else { throw SignupError.emailTaken(email) }
  guard password.count >= 8 else { throw SignupError.weakPassword }
}
for (email, password, online) in [
  ("ada@example.com", "secret-enough", true), ("bob@example.com", "short", true), ("cy@example.com", "x", false),
] {
  do {
    try signUp(email, password, online: online)
  } catch {
    print("signup failed:", error.localizedDescription)
  }
}
let failures: [Error] = [
  StorageError.diskFull, StorageError.missing(path: "/tmp/a"), StorageError.locked, StorageError.corrupt(3),
  HTTPStatus.notFound, HTTPStatus.teapot, Timeout(seconds: 5), SessionError(), ExpiredSession(),
]
for failure in failures { print(failure.localizedDescription) }
let task = Task {
  try await Task.sleep(for: .seconds(60))
}
task.cancel()
do { try await task.value } catch { print(error.localizedDescription) }
