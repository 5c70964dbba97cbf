// Idiom: [unowned self] in a closure the object owns (lazy var handler), and a capture list with a value copy [count = counter.count].
import Observation

@Observable final class Counter {
    var count = 0
}

final class Presenter {
    let counter: Counter
    lazy var describe: () -> String = { [unowned self] in
        "count is \(self.counter.count)"
    }
    init(counter: Counter) { self.counter = counter }
    deinit { print("Presenter deinit") }
}

let counter = Counter()
var presenter: Presenter? = Presenter(counter: counter)
print(presenter!.describe())
counter.count = 3
print(presenter!.describe())

let snapshot = { [count = counter.count] in "snapshot \(count)" }
let live = { "live \(counter.count)" }
counter.count = 7
print(snapshot(), live())

withObservationTracking { [unowned counter] in
    _ = counter.count
} onChange: {
    print("count will change")
}
counter.count += 1
presenter = nil
print("done")
