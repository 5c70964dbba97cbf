//: # A trap: arithmetic overflow (Swift prints no message; its backtrace names the line)
var big = Int.max - 2
for k in 1...5 {
  print("adding \(k)")
  big += k
}
