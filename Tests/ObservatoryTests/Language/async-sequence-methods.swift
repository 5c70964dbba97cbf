let (s, c) = AsyncStream.makeStream(of: Int.self)
for i in 1...6 { c.yield(i) }
c.finish()
print(await s.first { $0 > 3 } as Any)
let (s2, c2) = AsyncStream.makeStream(of: Int.self)
Task { for i in 1...4 { c2.yield(i) }; c2.finish() }
print(await s2.reduce(0, +))
