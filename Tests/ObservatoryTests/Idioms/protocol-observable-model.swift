// Idiom: a protocol (AnyObject) implemented by an @Observable class, observed through an `any` existential and a generic function.
import Observation

protocol CounterStore: AnyObject {
    var value: Int { get set }
    func increment()
}

@Observable final class LocalCounter: CounterStore {
    var value = 0
    func increment() { value += 1 }
}

func watch(_ store: any CounterStore, label: String) {
    withObservationTracking {
        print("\(label) reads \(store.value)")
    } onChange: {
        print("\(label) invalidated")
    }
}

func bump<S: CounterStore>(_ store: S, times: Int) {
    for _ in 0..<times { store.increment() }
}

let counter = LocalCounter()
let store: any CounterStore = counter
watch(store, label: "existential")
bump(counter, times: 2)
store.value = 10
watch(store, label: "again")
store.value += 1
print(counter.value, store.value)
