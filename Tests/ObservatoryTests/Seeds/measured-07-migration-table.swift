// Seed: measured article — the migration table's right column: @Observable final class Model, plain var, for await over Observations.
import Observation

@Observable final class Model {
    var value = 0
}

struct ModelView: View {
    @State private var model = Model()
    var body: some View {
        Text("value \(model.value)")
    }
}

struct ReaderView: View {
    var model: Model
    var body: some View {
        Text("reader \(model.value)")
    }
}

let model = Model()
host(VStack {
    ModelView()
    ReaderView(model: model)
})
settle()
print("first render: \(bodyCounts)")

// objectWillChange.sink { ... } becomes a loop over Observations
let values = Task { @MainActor () -> [Int] in
    var seen: [Int] = []
    for await value in Observations({ model.value }) {
        seen.append(value)
        if value >= 2 { break }
    }
    return seen
}
try? await Task.sleep(for: .milliseconds(10))
resetBodyCounts()
model.value = 1
settle()
try? await Task.sleep(for: .milliseconds(10))
model.value = 2
settle()
print("bodies: \(bodyCounts)")
print("values: \(await values.value)")
