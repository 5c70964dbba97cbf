// Generic lesson types print with their type arguments, inferred from their fields.
struct Pair<A, B> { var first: A; var second: B }
final class Box<V> { var v: V; init(_ v: V) { self.v = v } }
enum Either<L, R> { case left(L), right(R) }
struct Wrap<T> { var items: [T]; var opt: T? }
let p = Pair(first: 1, second: "one")
print(p, [p], type(of: p), [type(of: p)])
print(Box("x"), [Box(1)], type(of: Box(2.5)))
print(Either<Int, String>.left(1))
print(Wrap(items: [1], opt: nil), Wrap<Int>(items: [], opt: 3))
debugPrint(p)
dump(p)
