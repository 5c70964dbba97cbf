import Foundation

// Foundation's math functions on Doubles in a small physics/statistics model (fresh33b's sensor
// program called exp and log and was refused as "cannot find 'exp' in scope").
struct Projectile {
    let speed: Double
    let angleDegrees: Double
    var angle: Double { angleDegrees * Double.pi / 180 }
    var range: Double { speed * speed * sin(2 * angle) / 9.81 }
    var peak: Double { pow(speed * sin(angle), 2) / (2 * 9.81) }
    func position(at t: Double) -> (x: Double, y: Double) {
        (speed * cos(angle) * t, speed * sin(angle) * t - 9.81 * t * t / 2)
    }
}

for deg in [15.0, 30.0, 45.0, 60.0] {
    let p = Projectile(speed: 20, angleDegrees: deg)
    let at1 = p.position(at: 1)
    print(deg, String(format: "range %.3f peak %.3f at1 (%.2f, %.2f)", p.range, p.peak, at1.x, at1.y))
}

func logistic(_ x: Double) -> Double { 1 / (1 + exp(-x)) }
print((-2...2).map { String(format: "%.4f", logistic(Double($0))) })

let values = [1.0, 10.0, 100.0, 1000.0]
print(values.map(log10), values.map { log2($0) }.map { ($0 * 1000).rounded() / 1000 })
print(log(M_E), exp(0.0), exp2(10.0), cbrt(27.0), trunc(-2.7))
print(atan2(1.0, 1.0) * 4 == Double.pi, hypot(5.0, 12.0), fmod(10.5, 3.0), fmod(-7.0, 3.0))
print(String(format: "%.6f %.6f %.6f", asin(0.5), acos(0.5), atan(1.0)))
print(String(format: "%.6f %.6f %.6f", sinh(1.0), cosh(1.0), tanh(0.5)))
print(tan(0.0), sin(0.0), cos(Double.pi).rounded())

// compound interest and half-life, as a lesson computes them
let principal = 1000.0
let continuous = principal * exp(0.05 * 10)
let yearly = principal * pow(1.05, 10)
print(String(format: "%.2f vs %.2f", continuous, yearly))
let halfLife = 5730.0
let remaining = exp(-log(2.0) / halfLife * 11460)
print(String(format: "%.4f", remaining), Int(log(1024.0) / log(2.0)))
