// A download queue logs the types it works with before anything is queued: its empty lists
// reversed, numbered and zipped, and the tasks it starts. Swift names them from their static
// types; no element shows them.

struct DownloadError: Error {}

var pending: [String] = []
var sizes = [Int]()
print(type(of: pending.reversed()), type(of: pending.enumerated()))
print(type(of: zip(pending, sizes)), type(of: [[Int]]().joined()))
print([type(of: sizes.reversed().dropFirst())], type(of: sizes.makeIterator()))

let total = Task { sizes.reduce(0, +) }
let fail = Task { () throws -> Int in throw DownloadError() }
let log = Task { print("started") }
print(type(of: total), type(of: fail), type(of: log))
print([type(of: total)], [type(of: fail)])
print(await total.value)
