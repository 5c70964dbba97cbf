// Idiom: uppercased/lowercased/capitalized, contains, hasPrefix/hasSuffix, replacingOccurrences, trimmingCharacters, range(of:).
import Foundation

let title = "  Hello, Observation World!  "
let trimmed = title.trimmingCharacters(in: .whitespaces)
print("[\(trimmed)]")
print(trimmed.uppercased(), trimmed.lowercased())
print("hello wORLD".capitalized)
print(trimmed.contains("Observation"), trimmed.contains("observation"), trimmed.lowercased().contains("observation"))
print(trimmed.hasPrefix("Hello"), trimmed.hasSuffix("!"), trimmed.hasSuffix("World"))
print(trimmed.replacingOccurrences(of: "World", with: "Swift"))
print("a-b-c".replacingOccurrences(of: "-", with: ""))
print("\n\tpadded\n".trimmingCharacters(in: .whitespacesAndNewlines))
print("xxabcxx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))
print(trimmed.contains { $0.isNumber }, "abc123".filter { $0.isLetter })
if let range = trimmed.range(of: "Observation") {
    print(trimmed[range.lowerBound..<trimmed.endIndex])
}
print("Swift".caseInsensitiveCompare("SWIFT") == .orderedSame, "apple" < "banana", "Zebra" < "apple")
