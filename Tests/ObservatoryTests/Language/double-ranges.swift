let r = 0.5...1.5
let h = 0..<2.5
print(r, h, r.contains(1.0), r.contains(2), h.contains(2.5), r.lowerBound, h.upperBound, h.isEmpty, (1.0..<1.0).isEmpty)
for t in [-3.0, 0, 10.5, 30, 55.5] {
  switch t {
  case ..<0: print(t, "freezing")
  case 0..<15.5: print(t, "cold")
  case 15.5...30: print(t, "mild")
  case 30.0...: print(t, "hot")
  default: print(t, "?")
  }
}
let p = 2.5...
print(p.contains(3.0), p, ..<1.5, ...2.0)
if case 0.0...1.0 = 0.3 { print("in unit") }
print(type(of: r), type(of: h))

print([0.5...1.0])
let e: [Any] = [1.0..<2.0]
print(e)
let parts: [Any] = [2.0..., ..<3.0, ...4.0]
print(parts)
