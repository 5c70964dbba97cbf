// Idiom: a lazy var on an @Observable class (with @ObservationIgnored), read inside a withObservationTracking scope.
import Observation

@Observable final class Library {
    var books: [String] = ["Dune", "Emma"]
    @ObservationIgnored lazy var index: [String: Int] = {
        print("building index")
        var index: [String: Int] = [:]
        for i in 0..<books.count { index[books[i]] = i }
        return index
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
print(library.books, library.index.count)
