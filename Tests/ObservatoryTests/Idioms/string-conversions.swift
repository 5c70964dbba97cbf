// Idiom: converting to and from String — String(5), String(1.5), String(true), String(7, radix: 2), Int("42"), Double("3.5").
print(String(5), String(1.5), String(true), String(-0.0))
print(String(7, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-8, radix: 8))
print(Int("42") as Any, Int("4x") as Any, Int("  5") as Any, Int("-17")!)
print(Double("3.5") as Any, Double("1e3") as Any, Double("abc") as Any)
print(Int("ff", radix: 16) as Any, Int("101", radix: 2)!)
print(Bool("true") as Any, Bool("yes") as Any)
print(String(2.0), String(1.0 / 3.0), String(100000000.0), String(1e16), String(0.1 + 0.2))
print(String(Int.max), String(UInt8(200)), String(Character("x")))
let n = 42
let s = "\(n)" + String(n)
print(s, s.count)
print(String(repeating: "ab", count: 3), String(describing: 3.0))
print(Double(7), Int(3.99), Int(-3.99), Double(Int("12")!) / 5)
