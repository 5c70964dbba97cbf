import Observation

enum LoadState: Equatable {
    case idle
    case loading
    case loaded(name: String, followers: Int)
    case failed(String)
}

struct ProfileError: Error, CustomStringConvertible {
    let code: Int
    var description: String { "error \(code)" }
}

@Observable
final class ProfileViewModel {
    var state: LoadState = .idle
    var retries = 0
    @ObservationIgnored var log: [String] = []

    var title: String {
        switch state {
        case .idle: return "—"
        case .loading: return "Loading…"
        case .loaded(let name, let followers): return "\(name) (\(followers))"
        case .failed(let message): return "Failed: \(message)"
        }
    }

    func load(_ id: Int) async {
        state = .loading
        log.append("load \(id)")
        do {
            let (name, followers) = try await fetch(id)
            state = .loaded(name: name, followers: followers)
        } catch let e as ProfileError {
            retries += 1
            state = .failed(e.description)
        } catch {
            state = .failed("unknown")
        }
    }

    private func fetch(_ id: Int) async throws -> (String, Int) {
        try await Task.sleep(for: .milliseconds(10 * id))
        guard id % 2 == 1 else { throw ProfileError(code: 400 + id) }
        return ("user\(id)", id * 12)
    }
}

let vm = ProfileViewModel()
func watch() {
    withObservationTracking {
        _ = vm.title
    } onChange: {
        print("title will change (now \(vm.title))")
    }
}
watch()
await vm.load(3)
print(vm.title)
watch()
await vm.load(4)
print(vm.title, vm.retries)
watch()
vm.retries += 1
print(vm.log, vm.state == .failed("error 404"))
