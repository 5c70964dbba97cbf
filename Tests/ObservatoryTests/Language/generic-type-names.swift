enum W<T> { case one(T), none }
struct P<A, B> { var a: A; var b: B }
print([W.one(5)], [P(a: 1, b: "x")], P(a: [1], b: 2.5))
print(type(of: P(a: 1, b: true)))
