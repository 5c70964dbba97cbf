enum E: Error { case bad }
let a: Result<Int, E> = .success(5)
let b = Result<Int, E>.failure(.bad)
print(a, b)

print(try a.get())
print(a.map { $0 * 2 }, b.map { $0 * 2 })
let c = Result { try a.get() + 1 }
print(c)
do { _ = try b.get() } catch { print("caught", error) }
switch a { case .success(let v): print("v", v); case .failure(let e): print("e", e) }
if case .failure(let e) = b { print("failure", e) }
