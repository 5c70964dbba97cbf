// Idiom: ArraySlice — ranges, prefix/suffix/dropFirst/dropLast, slice indices keep the base indices, Array(slice), printing slices.
let numbers = [10, 20, 30, 40, 50, 60]
let middle = numbers[1...3]
print(middle, middle.startIndex, middle.first!, middle[2])
print(Array(middle), type(of: middle))
print(numbers.prefix(2), numbers.suffix(2), numbers.dropFirst(4), numbers.dropLast(5))
print(numbers[..<2], numbers[4...])
print(numbers.prefix(while: { $0 < 35 }), numbers.drop(while: { $0 < 35 }))
var mutable = numbers
mutable[0..<2] = [1, 2, 3]
print(mutable, mutable.count)
mutable.replaceSubrange(0..<3, with: [0])
print(mutable)
let words = "a b c d".split(separator: " ")
print(words, words.map(String.init))
print(numbers.split(whereSeparator: { $0 == 30 }))
print([Int]().first as Any, [Int]().prefix(3), numbers.last(where: { $0 < 45 })!)
