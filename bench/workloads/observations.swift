//: Observations elements: a loop over `Observations { model.value }` receives 20,000 elements;
//: the writer yields after each write so that the loop takes it.
//: ops: 20000
import Observation

@Observable final class Model {
  var value = 0
}

let model = Model()
let reader = Task {
  var received = 0
  for await v in Observations({ model.value }) {
    received += 1
    if v >= 20_000 { break }
  }
  return received
}
await Task.yield()
for i in 1...20_000 {
  model.value = i
  await Task.yield()
}
print(await reader.value > 0)
