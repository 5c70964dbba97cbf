// Int, Double and Bool: conversions, members, rounding, Swift's own Double formatting.
import Foundation

print(Int.max, Int.min, Int.zero, Int(), Int(3.9), Int(-3.9), Int(7), Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any)
print(10.isMultiple(of: 5), 7.isMultiple(of: 2), 0.isMultiple(of: 0), (-9).signum(), 0.signum(), 4.signum())
print(17.quotientAndRemainder(dividingBy: 5), (-17).quotientAndRemainder(dividingBy: 5).remainder, (-5).magnitude, abs(-5))
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 2 * 3 + 1, 1 << 4, 255 & 15, 5 | 2, 6 ^ 3, ~0)
print(12.description, (-3).description, 0.5.description, Int("12")! + 1)
print(Double.pi, Double.infinity, -Double.infinity, Double.nan, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.ulpOfOne, Double.zero)
print(1.0, 0.1, 1e-5, 1e16, 1e15, 123456789.123, 100.0, -0.0, 0.1 + 0.2, 1.0 / 3.0, 2.0 / 0.0, 5e-324)
print(Double(5), Double(exactly: 3) as Any, Double(), 3.0 * 2, 7.0 / 2, Double(7) / 2, 2.5 + 1)
print(2.5.rounded(), 3.5.rounded(), (-2.5).rounded(), 2.7.rounded(.down), 2.2.rounded(.up), (-2.7).rounded(.towardZero))
print(2.5.rounded(.toNearestOrEven), 2.5.rounded(.toNearestOrAwayFromZero), (-2.5).rounded(.awayFromZero))
print(16.0.squareRoot(), 2.0.squareRoot(), 7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2), 7.5.remainder(dividingBy: 2))
print(Double.nan.isNaN, 1.0.isNaN, 1.0.isFinite, Double.infinity.isFinite, Double.infinity.isInfinite, 0.0.isZero, (-3.5).magnitude)
print(Double.nan == Double.nan, Double.nan > 0, 1.5 > 2, max(1.5, 2), min(3, 1, 2), max(4, 9, 2, 9), min(0.0, -0.0), max(0.0, -0.0))
print(abs(-2.5), abs(3), sqrt(9.0), pow(2.0, 10.0), pow(2.0, 0.5), floor(2.7), ceil(2.1), round(2.5), round(-2.5))
print(Int(2.9.rounded()), Int(Double(7) * 1.5), 10.0 / 4, Double(Int.max), Double(1 << 53))
print(true, false, !true, true && false, true || false, Bool(), Bool(true), true == false)
var flag = false
flag.toggle()
print(flag, flag.description)
print((5, 6).0, [1.5, 2.0], [Double.nan], Optional(2.0) as Any, (1.0, -0.0))
let d: Double = 3
let ds: [Double] = [1, 2]
print(d, ds, d / 2, ds.reduce(0, +), ds.map { $0 * 2 }, ds.max() as Any)
var acc = 0.0
for x in [0.1, 0.2, 0.3] { acc += x }
print(acc, acc == 0.6, (acc * 10).rounded() / 10)
