// Result is the standard library's (Swift.Result), and a generic enum's dump names its type
// arguments, as Swift's debug descriptions do.
enum FetchError: Error, CustomStringConvertible {
    case offline
    case status(Int)
    var description: String {
        switch self {
        case .offline: return "offline"
        case .status(let code): return "HTTP \(code)"
        }
    }
}

enum Loadable<Value> {
    case idle
    case loading(progress: Double)
    case loaded(Value)
    case failed(FetchError)
}

func fetch(_ id: Int) -> Result<String, FetchError> {
    switch id {
    case 0: return .failure(.offline)
    case 1..<100: return .success("user-\(id)")
    default: return .failure(.status(404))
    }
}

let responses = [3, 0, 250].map(fetch)
print(responses)
debugPrint(responses[0])
dump(responses[1])
let names = responses.compactMap { try? $0.get() }
print(names, type(of: responses[0]))

var screen: Loadable<[String]> = .idle
dump(screen)
screen = .loading(progress: 0.5)
dump(screen)
screen = .loaded(names)
dump(screen)
let states: [Loadable<Int>] = [.idle, .failed(.status(500)), .loaded(7)]
print(states)
dump(states)
