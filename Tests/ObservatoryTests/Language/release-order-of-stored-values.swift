class N { let id: Int; var kids: [N] = []; init(_ id: Int, _ kids: [N] = []) { self.id = id; self.kids = kids }; deinit { print("deinit", id) } }
struct Pair { let a: N; let b: N }
func f() { let t = N(1, [N(2, [N(3)]), N(4)]); let p = Pair(a: N(5), b: N(6)); print("f") }
f()
var arr: [N]? = [N(7), N(8, [N(9)]), N(10)]
arr = nil
class Holder { let x = N(11); let y = N(12); deinit { print("deinit holder") } }
var h: Holder? = Holder()
h = nil
var d: [String: N]? = ["k": N(13)]
d = nil
let c = { let q = N(14); return { print(q.id) } }()
c()
print("end")
