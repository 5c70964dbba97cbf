// When do objects die? Handles that log their lifetime, used the way a file/lock helper is.
final class Handle {
  let name: String
  var child: Handle?
  init(_ name: String, child: Handle? = nil) {
    self.name = name
    self.child = child
    print("  open \(name)")
  }
  deinit { print("  close \(name)") }
  func read() -> String { "data of \(name)" }
  var size: Int { name.count }
}
func open(_ name: String) -> Handle { Handle(name) }
func openPair(_ a: String, _ b: String) -> Handle { Handle(a, child: Handle(b)) }
func describe(_ h: Handle) -> String { "handle \(h.name)" }

print("1. a temporary's property")
print(open("config").name.uppercased())
print("2. two temporaries in one expression")
let joined = open("left").name + "+" + open("right").name
print(joined)
print("3. a method on a temporary")
print(open("log").read())
print("4. a temporary passed to a function")
print(describe(open("arg")))
print("5. a nested temporary")
print(openPair("outer", "inner").child!.name)
print("6. interpolation and a computed property")
print("size \(open("abc").size)")

func transaction(_ id: Int) -> Int {
  let lock = Handle("lock\(id)")
  defer { print("  commit \(id) while holding \(lock.name)") }
  let scratch = Handle("scratch\(id)")
  if id == 2 {
    print("  early exit")
    return -1
  }
  let temp = Handle("temp\(id)")
  print("  working with \(scratch.name) and \(temp.name)")
  return id * 10
}
print("7. defer and locals")
print(transaction(1))
print(transaction(2))

func risky(_ fail: Bool) throws -> String {
  let guardHandle = Handle("guard")
  defer { print("  cleanup after \(guardHandle.name)") }
  let work = Handle("work")
  if fail { throw CancellationError() }
  return work.name
}
print("8. defer on a throw")
print((try? risky(false)) ?? "nil")
print((try? risky(true)) ?? "nil")
do {
  let a = Handle("block-a")
  defer { print("  block defer sees \(a.name)") }
  let b = Handle("block-b")
  print("  in block with \(b.name)")
}
print("done")
