// dump(_:name:): mirrors as indented trees, objects numbered in the order met.
struct P { var x: Int; var t: (Int, String) = (1, "a"); var s: Set<Int> = [3]; var d: [String: Int] = ["k": 1]; var e: [Int] = []; var o: Int? = nil }
dump(P(x: 1))
dump("str")
dump(5)
dump(Optional(3))
dump([[1], []])
final class C { var next: C? = nil; var n = 1 }
let c = C()
c.next = C()
dump(c)
let loop = C()
loop.next = loop
dump(loop)
dump([c, c])
dump((a: 1, 2))
dump(0..<3)
dump(1...2)
enum E { case a, b(Int, String), circle(Double), tag(label: String) }
dump(E.a)
dump(E.b(1, "x"))
dump([E.circle(1.5), E.tag(label: "t")])
let r = dump([1])
print(r)
dump(1.5, name: "val")
struct D: CustomStringConvertible { var x = 1; var description: String { "Dee" } }
dump([D()])
final class Empty {}
dump(Empty())
struct T {}
dump(T())
dump([String: Int]())
dump(Set<Int>())
dump([1, 2].dropFirst())
dump(Optional<Int>.none)
dump(Optional(Optional(1)))
