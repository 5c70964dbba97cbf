// Seed: field report — "turn an observable property into a publisher by hand": a small hand-written subject fed from onChange, re-bound each time.
import Observation

final class PassthroughSubject<Output, Failure: Error> {
    private var subscribers: [(Output) -> Void] = []
    func sink(_ receive: @escaping (Output) -> Void) { subscribers.append(receive) }
    func send(_ value: Output) { subscribers.forEach { $0(value) } }
}

@Observable class NewVM {
    var query = ""
    var isLoading = false
}

let vm = NewVM()
let subject = PassthroughSubject<String, Never>()
subject.sink { print("subject received \"\($0)\"") }

func bind() {
    withObservationTracking {
        _ = vm.query
    } onChange: {
        subject.send(vm.query)
        bind()
    }
}
bind()

vm.query = "s"
vm.isLoading = true
vm.query = "sw"
vm.query = "swift"
print("final query: \(vm.query)")
