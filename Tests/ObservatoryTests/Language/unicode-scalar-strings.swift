// String(scalar) of a Unicode.Scalar is the one-scalar String, as in Swift.
let word = "héllo"
let scalars = word.unicodeScalars.map { String($0) }
print(scalars, scalars.joined(separator: "|"))
let codes = word.unicodeScalars.filter { $0.isASCII }.map { String($0) + "=\($0.value)" }
print(codes)
if let first = word.unicodeScalars.first { print(String(first).uppercased()) }
let initials = ["Ada", "Émile"].compactMap { $0.unicodeScalars.first }.map(String.init)
print(initials, initials.joined())
