class C { var n = 1 }
func f(_ c: inout C) { print("f"); c = C() }
var c = C()
let old = c
f(&c)
print(c === old)
func g() { var d = C(); let o = d; f(&d); print(d === o) }
g()
