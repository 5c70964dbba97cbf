// A checked-arithmetic helper for a budget tracker: the overflow-reporting operations and an
// Int's bits, as code that must not trap on a hostile amount.
struct Budget {
  private(set) var cents = 0
  private(set) var rejected: [String] = []

  mutating func add(_ amount: Int, _ label: String) {
    let (sum, overflow) = cents.addingReportingOverflow(amount)
    if overflow { rejected.append(label) } else { cents = sum }
  }

  mutating func scale(by factor: Int) -> Bool {
    let r = cents.multipliedReportingOverflow(by: factor)
    guard !r.overflow else { return false }
    cents = r.partialValue
    return true
  }
}

var b = Budget()
b.add(1_250, "coffee")
b.add(Int.max, "lottery")
b.add(-300, "refund")
print(b.cents, b.rejected, b.scale(by: 3), b.cents, b.scale(by: Int.max), b.cents)
print(Int.max.addingReportingOverflow(1), Int.min.subtractingReportingOverflow(1), 7.subtractingReportingOverflow(9))
let zero = [0][0], minusOne = [-1][0]
print(Int.min.dividedReportingOverflow(by: minusOne), 17.dividedReportingOverflow(by: zero), 17.dividedReportingOverflow(by: 5))
print(Int.min.remainderReportingOverflow(dividingBy: minusOne), 17.remainderReportingOverflow(dividingBy: zero))
print(17.remainderReportingOverflow(dividingBy: -5).partialValue, 6.multipliedReportingOverflow(by: 7).overflow)
print(Int.bitWidth, 5.bitWidth, 0b1011.nonzeroBitCount, (-1).nonzeroBitCount, 1.leadingZeroBitCount)
print(0.leadingZeroBitCount, 0.trailingZeroBitCount, 40.trailingZeroBitCount, Int.min.trailingZeroBitCount)
let flags = [1, 2, 4, 8, 1 << 40]
print(flags.map { $0.trailingZeroBitCount }, flags.reduce(0, |).nonzeroBitCount)
func nextPowerOfTwo(_ n: Int) -> Int { n <= 1 ? 1 : 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount) }
print([1, 2, 3, 5, 64, 65, 1000].map(nextPowerOfTwo))

// Operators as functions.
final class Node {}
let n = Node(), m = Node()
print([5, 3, 8].reduce(0, |), [6, 3].reduce(7, &), [1, 2, 4].reduce(0, ^), [1, 2].map { $0 << 3 })
print(zip([1, 2, 3], [3, 2, 1]).map(<<), zip([64, 8], [2, 1]).map(>>), [Int.max, 1].reduce(0, &+))
print(zip([n, m], [n, n]).map(===), zip([n], [m]).map(!==), [3, 2].reduce(10, &-), [3, 5].reduce(1, &*))
