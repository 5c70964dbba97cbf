// Masking shifts (&<< and &>>) in the hash functions and bit tricks people paste: djb2 and
// sdbm string hashes, a rotate-left helper, and the masked amount past the width.
func djb2(_ text: String) -> Int {
  var hash = 5381
  for byte in text.utf8 {
    hash = (hash &<< 5) &+ hash &+ Int(byte)
  }
  return hash
}

func sdbm(_ text: String) -> Int {
  var hash = 0
  for byte in text.utf8 {
    hash = Int(byte) &+ (hash &<< 6) &+ (hash &<< 16) &- hash
  }
  return hash
}

func rotateLeft(_ x: Int, by k: Int) -> Int {
  // The bits shifted out at the top come back at the bottom (a logical shift right).
  (x &<< k) | ((x &>> (64 - k)) & ((1 &<< k) - 1))
}

for word in ["", "a", "swift", "observatory", "The quick brown fox"] {
  print(word.isEmpty ? "(empty)" : word, djb2(word), sdbm(word))
}

print(1 &<< 3, 1 &<< 64, 1 &<< 65, 1 &<< -1 == Int.min)
print(256 &>> 4, -256 &>> 4, -1 &>> 100, Int.max &>> 62)
print(rotateLeft(0b1011, by: 2), rotateLeft(Int.min, by: 1))

var mask = 1
for _ in 0..<4 {
  mask &<<= 2
}
print(mask, String(mask, radix: 2))
mask &>>= 3
print(mask)

let shifts = [0, 1, 63, 64, 127].map { 3 &<< $0 }
print(shifts)
let buckets = ["red", "green", "blue", "cyan"].map { (djb2($0) &>> 3) & 7 }
print(buckets)
print([5, 9].reduce(1, &<<))
