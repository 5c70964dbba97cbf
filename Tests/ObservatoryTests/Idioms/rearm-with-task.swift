// Idiom: re-arming from a Task in onChange, so the new tracking reads the new value; several writes before the task runs coalesce.
import Observation

@Observable final class Search {
    var query = ""
}

let search = Search()
var renders: [String] = []

@MainActor func render() {
    let q = withObservationTracking {
        search.query
    } onChange: {
        Task { @MainActor in render() }
    }
    renders.append(q)
}

render()
search.query = "s"
try? await Task.sleep(for: .milliseconds(10))
search.query = "sw"
search.query = "swi"
search.query = "swift"
try? await Task.sleep(for: .milliseconds(10))
search.query = "swift"
try? await Task.sleep(for: .milliseconds(10))
print(renders)
