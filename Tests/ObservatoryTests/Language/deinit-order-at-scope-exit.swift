class N { let id: Int; init(_ id: Int) { self.id = id }; deinit { print("deinit", id) } }
func f() -> Int { let a = N(1); let b = N(2); var c = N(3); c = N(4); return a.id + b.id + c.id }
print(f())
do { let x = N(5); let y = N(6); print(x.id, y.id) }
for i in 0..<2 { let p = N(10 + i); let q = N(20 + i); print(p.id, q.id) }
func g() { let a = N(7); if a.id > 0 { let b = N(8); print("inner", b.id) }; let c = N(9); print("outer", c.id) }
g()
func early(_ flag: Bool) -> Int { let a = N(30); if flag { let b = N(31); return b.id }; let c = N(32); return a.id + c.id }
print(early(true)); print(early(false))
