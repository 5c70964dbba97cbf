// Idiom: a lazy var on an @Observable class (with @ObservationIgnored), read inside a withObservationTracking scope.
import Observation

@Observable final class Library {
    var books: [String] = ["Dune", "Emma"]
    @ObservationIgnored lazy var index: [String: Int] = {
        print("building index")
        return Dictionary(uniqueKeysWithValues: books.enumerated().map { ($1, $0) })
    }()
}

let library = Library()
withObservationTracking {
    print("Emma is at \(library.index["Emma"] ?? -1)")
} onChange: {
    print("library changed")
}
library.index["Ulysses"] = 2
print("index written, nothing fired")
library.books.append("Ulysses")
print(library.index.sorted { $0.value < $1.value }.map(\.key))
