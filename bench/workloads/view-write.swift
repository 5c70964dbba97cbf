//: Persistent observer: a hosted view reads a property; 50,000 writes, each followed by a render
//: pass that re-runs its body (with fresh tracking).
//: ops: 50000
import Observation

@Observable final class Model {
  var value = 0
}

struct ValueView: View {
  let model: Model
  var body: some View {
    Text("value \(model.value)")
  }
}

let model = Model()
host(ValueView(model: model))
for i in 0..<50_000 {
  model.value = i + 1
  settle()
}
print(model.value)
