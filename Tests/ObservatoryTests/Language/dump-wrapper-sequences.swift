// dump of the wrapper sequences Swift dumps with their base: reversed, enumerated, zipped and
// flattened collections, beside arrays made from them (a lesson that dumps and calls
// reversed() runs; one that also takes a part of a wrapper, prefix/dropFirst..., is refused).
struct Step: CustomStringConvertible {
    let name: String
    let minutes: Int
    var description: String { "\(name) (\(minutes)m)" }
}

let steps = [Step(name: "boil", minutes: 10), Step(name: "steep", minutes: 4), Step(name: "pour", minutes: 1)]
let backwards = steps.reversed()
dump(backwards)
let undoOrder: [Step] = steps.reversed()
dump(undoOrder.map { $0.name }, name: "undo")
for (i, s) in steps.enumerated() where s.minutes > 1 { print(i, s) }
dump(steps.map { $0.minutes }.enumerated())
dump(zip(steps.map { $0.name }, [3, 2, 1]))
dump([[1, 2], [3]].joined())
dump("tea".reversed())
dump((1...3).reversed(), name: "countdown")
let total = steps.reversed().reduce(0) { $0 + $1.minutes }
print(total, Array(backwards.map { $0.name }))
