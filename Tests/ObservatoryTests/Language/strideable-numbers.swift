// Stepping through values the way Strideable types do: page numbers, a timeline of offsets, and a
// thermometer scale in Doubles.
struct Pager {
    var page = 1
    let last: Int
    mutating func jump(by n: Int) { page = min(max(1, page.advanced(by: n)), last) }
    func pagesLeft() -> Int { page.distance(to: last) }
}

var pager = Pager(last: 12)
pager.jump(by: 5)
print(pager.page, pager.pagesLeft())
pager.jump(by: -10)
print(pager.page, pager.pagesLeft())
pager.jump(by: 40)
print(pager.page, pager.pagesLeft())

let offsets = [3, 8, 15, 15, 21]
let gaps = zip(offsets, offsets.dropFirst()).map { $0.distance(to: $1) }
print("gaps", gaps)
let shifted = offsets.map { $0.advanced(by: -3) }
print("shifted", shifted)

let low = -2.5
let high = 40.0
print(low.distance(to: high), high.advanced(by: 0.5), low.advanced(by: -0.25))
var marks: [Double] = []
var t = low
while t < high { marks.append(t); t = t.advanced(by: 10) }
print(marks)
print(Int.max.distance(to: Int.max), (-4).advanced(by: 4))
