// AsyncStream across tasks on the main actor: a consumer waits in next() until the main program
// yields; finish ends its loop; cancelling a waiting consumer runs onTermination at once, inside
// task.cancel(); a task cancelled before next() still gets the buffered elements; breaking out of
// a loop over a temporary stream (in a function or a task) cancels the stream.
import Observation

let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
let consumer = Task { () -> [Int] in
    var seen: [Int] = []
    for await x in stream {
        print("got", x)
        seen.append(x)
    }
    print("consumer done")
    return seen
}
try? await Task.sleep(for: .milliseconds(20))
print("yield 1")
print(continuation.yield(1))
print("after yield 1")
try? await Task.sleep(for: .milliseconds(20))
continuation.yield(2)
continuation.yield(3)
print("after yields 2 and 3")
try? await Task.sleep(for: .milliseconds(20))
print("finish")
continuation.finish()
print("after finish")
print(await consumer.value)

let waiting = AsyncStream<Int> { continuation in
    continuation.onTermination = { termination in print("terminated", termination) }
}
let listener = Task {
    for await x in waiting { print(x) }
    print("loop ended")
}
try? await Task.sleep(for: .milliseconds(20))
print("cancel")
listener.cancel()
print("after cancel")
await listener.value

let (backlog, backlogInput) = AsyncStream.makeStream(of: String.self)
backlogInput.onTermination = { print("backlog terminated", $0) }
backlogInput.yield("a")
backlogInput.yield("b")
let late = Task {
    try? await Task.sleep(for: .seconds(10))
    print("cancelled while sleeping:", Task.isCancelled)
    for await x in backlog { print("late got", x) }
    print("late end")
}
try? await Task.sleep(for: .milliseconds(20))
late.cancel()
await late.value
print(backlogInput.yield("c"))

func make(_ tag: String) -> AsyncStream<Int> {
    AsyncStream { continuation in
        continuation.onTermination = { print("terminated", tag, $0) }
        continuation.yield(1)
        continuation.yield(2)
    }
}
func firstOnly() async {
    for await x in make("first-only") {
        print("first", x)
        break
    }
    print("after break")
}
await firstOnly()
print("after firstOnly")
func keepsItUntilTheEnd() async {
    let kept = make("kept")
    for await x in kept {
        print("kept", x)
        break
    }
    print("after break, still held")
}
await keepsItUntilTheEnd()
print("after keepsItUntilTheEnd")
let inTask = Task {
    for await x in make("task") {
        print("task", x)
        break
    }
    print("after the task's loop")
}
await inTask.value
for await x in make("top-level") {
    print("top-level", x)
    break
}
print("a top-level loop keeps its stream")
