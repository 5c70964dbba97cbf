import Foundation
let raw = "  Order #42: 3 apples, 2 pears!  "
let digits = raw.components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty }
let letters = raw.components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty }
print(digits, letters)
print(raw.trimmingCharacters(in: .whitespaces), raw.trimmingCharacters(in: CharacterSet.alphanumerics.inverted))
let custom = CharacterSet(charactersIn: "#:!,").inverted
print(raw.components(separatedBy: custom).filter { !$0.isEmpty })
