import Observation
actor Counter {
  var value = 0
  func increment() -> Int { value += 1; return value }
}
let c = Counter()
let v1 = await c.increment()
let v2 = await c.increment()
print(v1, v2, await c.value)
@MainActor final class VM {
  var items: [String] = []
  func load() async { items = ["a"] }
}
let vm = VM()
await vm.load()
print(vm.items)
let t = Task.detached { 5 }
print(await t.value)
let r = await MainActor.run { 42 }
print(r)
