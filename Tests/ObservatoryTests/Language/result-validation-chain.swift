// A sign-up validation pipeline built from Result: map, flatMap, mapError and flatMapError
// (recovering from one failure with a fallback), typed errors, and get() in a do/catch.
enum SignupError: Error, Equatable {
    case emptyName
    case badAge(String)
    case underage(Int)
}

enum DisplayError: Error {
    case message(String)
}

struct Member: CustomStringConvertible {
    let name: String
    let age: Int
    var description: String { "\(name) (\(age))" }
}

func parseAge(_ text: String) -> Result<Int, SignupError> {
    guard let n = Int(text) else { return .failure(.badAge(text)) }
    return .success(n)
}

func checkAdult(_ age: Int) -> Result<Int, SignupError> {
    age >= 18 ? .success(age) : .failure(.underage(age))
}

func signup(name: String, age: String) -> Result<Member, SignupError> {
    guard !name.isEmpty else { return .failure(.emptyName) }
    return parseAge(age).flatMap(checkAdult).map { Member(name: name, age: $0) }
}

let attempts = [("Ada", "36"), ("", "20"), ("Tim", "x1"), ("Kid", "12")]
for (name, age) in attempts {
    let result = signup(name: name, age: age)
    switch result {
    case .success(let m): print("welcome", m)
    case .failure(let e): print("rejected:", e)
    }
}

// An unreadable age falls back to a guest account; other failures stay failures.
let guest = signup(name: "Sam", age: "?").flatMapError { error -> Result<Member, SignupError> in
    if case .badAge = error { return .success(Member(name: "guest", age: 18)) }
    return .failure(error)
}
print(guest)
let young = signup(name: "Kid", age: "9").flatMapError { error -> Result<Member, SignupError> in
    if case .badAge = error { return .success(Member(name: "guest", age: 18)) }
    return .failure(error)
}
print(young)
let shown = young.mapError { DisplayError.message("cannot sign up: \($0)") }
do {
    let m = try shown.get()
    print(m)
} catch DisplayError.message(let text) {
    print(text)
}
print(parseAge("41").flatMapError { _ -> Result<Int, Never> in .success(0) }, parseAge("z").flatMapError { _ -> Result<Int, Never> in .success(0) })
