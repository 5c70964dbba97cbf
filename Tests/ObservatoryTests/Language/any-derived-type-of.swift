// An analytics queue of untyped events: Swift names what is made from the `[Any]` log with
// `Any` (`Array<Any>`), which the values (Strings, Ints) do not show. Without the compiler
// check the playground refuses `type(of:)` of such a value when the lesson loads.
var events: [Any] = ["launch", 3]
events.append(2.5)
let recent = [events[events.count - 1], events[0]]
print(recent.count, events.count)
print(type(of: recent), type(of: events.reversed()))
