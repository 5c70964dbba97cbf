// Custom pattern matching as real code writes it: a `~=` at the top level for a range type
// and for an enum matched against integers, a static `~=` for prefixes, `switch` and `if case`
// over them, an Equatable pattern of the same type (compared equal), and `~=` written out.
struct AgeRange: Equatable {
  let lo: Int
  let hi: Int
  static let teen = AgeRange(lo: 13, hi: 19)
}

func ~= (pattern: AgeRange, value: Int) -> Bool {
  print("  checking \(value) against \(pattern.lo)...\(pattern.hi)")
  return value >= pattern.lo && value <= pattern.hi
}

enum Dice { case one, two, three }
func ~= (pattern: Int, value: Dice) -> Bool {
  switch value {
  case .one: return pattern == 1
  case .two: return pattern == 2
  case .three: return pattern == 3
  }
}

struct Prefix {
  let text: String
  static func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }
}

let adult = AgeRange(lo: 20, hi: 64)
for age in [5, 15, 30, 70] {
  switch age {
  case AgeRange.teen: print("\(age): teen")
  case adult: print("\(age): adult")
  case 0..<13: print("\(age): child")
  default: print("\(age): senior")
  }
}

for roll in [Dice.two, .three] {
  switch roll {
  case 1: print("rolled one")
  case 2: print("rolled two")
  default: print("rolled more")
  }
}

for command in ["git push", "swift build", "ls"] {
  switch command {
  case Prefix(text: "git "): print("\(command): version control")
  case Prefix(text: "swift "): print("\(command): toolchain")
  default: print("\(command): other")
  }
}

// An Equatable pattern of the same type compares equal, as Swift's default ~= does.
let range = AgeRange(lo: 13, hi: 19)
switch range {
case AgeRange.teen: print("same range")
default: print("different range")
}

// The operator written out, evaluated left to right.
func next(_ n: Int) -> Int {
  print("  next(\(n))")
  return n
}
func pick(_ r: ClosedRange<Int>) -> ClosedRange<Int> {
  print("  pick(\(r))")
  return r
}
print(pick(1...5) ~= next(3), (1..<3) ~= 3, adult ~= next(40))
if case 10...20 = next(15) { print("in range") }
let words = ["apple", "banana", "cherry"]
print(words.filter { Prefix(text: "b") ~= $0 })
