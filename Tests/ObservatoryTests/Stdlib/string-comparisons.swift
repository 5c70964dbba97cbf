import Foundation
let s = "Hello World"
print(s.range(of: "world", options: .caseInsensitive) != nil, s.range(of: "world") == nil)
print(s.range(of: "o", options: [.backwards, .caseInsensitive]).map { s.distance(from: s.startIndex, to: $0.lowerBound) } ?? -1)
let names = ["banana", "Apple", "cherry", "apple"]
print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print(["file10", "file2", "file1"].sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print("a".compare("b") == .orderedAscending, "B".compare("a", options: .caseInsensitive) == .orderedDescending)
let query = "APP"
print(names.filter { $0.range(of: query, options: .caseInsensitive) != nil })
print(["b", "a"].sorted { $0.localizedCompare($1) == .orderedAscending })
