class A { let n: String; init(n: String) { self.n = n }; deinit { print("A deinit", n) } }
class B: A { deinit { print("B deinit", n) } }
class C: A {}
do { let b = B(n: "b"); let c = C(n: "c"); print(b.n, c.n) }
print("end")
