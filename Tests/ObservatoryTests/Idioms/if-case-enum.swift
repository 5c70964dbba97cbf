// Idiom: `if case` with enum payloads (let inside and outside), with a comma condition, on an @Observable model's state.
import Observation

enum LoadState {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(String)
}

@Observable final class Loader {
    var state: LoadState = .idle
}

let loader = Loader()
func report() {
    if case .loading(let progress) = loader.state {
        print("loading \(Int(progress * 100))%")
    } else if case let .loaded(items) = loader.state, !items.isEmpty {
        print("loaded \(items.count): \(items.joined(separator: ", "))")
    } else if case .failed(let message) = loader.state {
        print("failed: \(message)")
    } else {
        print("nothing to show")
    }
}

withObservationTracking { report() } onChange: { print("state will change") }
loader.state = .loading(progress: 0.25)
report()
loader.state = .loaded(["a", "b"])
report()
loader.state = .loaded([])
report()
loader.state = .failed("offline")
report()
if case .failed = loader.state { print("is failed") }
let value = 7
if case 1...9 = value { print("single digit") }
