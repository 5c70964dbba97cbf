// Idiom: when does a Task body run? Main-actor tasks start only when the top-level code suspends; order of prints around awaits.
import Observation

@Observable final class Status {
    var message = "idle"
}

let status = Status()
print("1 before creating tasks")
let first = Task { @MainActor in
    print("3 first task runs")
    status.message = "first"
}
let second = Task { @MainActor in
    print("4 second task runs")
    status.message = "second"
}
print("2 after creating tasks, message = \(status.message)")
await first.value
await second.value
print("5 after awaiting, message = \(status.message)")

func slowDouble(_ n: Int) async -> Int {
    try? await Task.sleep(for: .milliseconds(5))
    return n * 2
}
let a = await slowDouble(1)
let b = await slowDouble(a)
print("6 sequential results \(a) \(b)")
async let c = slowDouble(10)
async let d = slowDouble(20)
print("7 async let results \(await c + d)")
