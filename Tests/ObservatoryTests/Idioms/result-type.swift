// Idiom: Result<Success, Failure> — switch over .success/.failure, get(), map, and Result(catching:).
enum NetworkError: Error {
    case timeout
    case status(Int)
}

func fetch(_ id: Int) -> Result<String, NetworkError> {
    switch id {
    case 0: return .failure(.timeout)
    case 1..<100: return .success("item \(id)")
    default: return .failure(.status(404))
    }
}

for id in [0, 7, 500] {
    switch fetch(id) {
    case .success(let value):
        print("ok: \(value)")
    case .failure(.status(let code)):
        print("status \(code)")
    case .failure(let error):
        print("failed: \(error)")
    }
}

let lengths = fetch(42).map { $0.count }
print(lengths)
if let value = try? fetch(5).get() { print(value) }
do {
    _ = try fetch(0).get()
} catch {
    print("caught \(error)")
}
let caught = Result { () throws -> Int in throw NetworkError.status(500) }
print(caught)
print(fetch(3))
