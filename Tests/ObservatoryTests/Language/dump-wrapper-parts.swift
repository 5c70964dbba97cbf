// dump in a lesson that takes a part of a wrapper sequence: Swift dumps the part's indices with
// their own storage, which the playground does not model; refused when the lesson loads.
let xs = [4, 8, 15, 16]
dump(xs.reversed())
let firstTwo = xs.reversed().prefix(2)
print(Array(firstTwo))
dump(firstTwo)
