// expect-error: overlapping accesses to 'log'
// expect-kind: runtime
var log = [1]
func record(_ entries: inout [Int]) {
  entries.append(2)
  print(log.count)  // Swift: Simultaneous accesses, but modification requires exclusive access
}
record(&log)
