// Model code: an observed Set selection (R7: the same set does not notify) and text utilities.
import Foundation
import Observation
@Observable final class Selection {
  var selected: Set<Int> = []
  var names: [Int: String] = [1: "one", 2: "two", 3: "three"]
  var summary: String { selected.sorted().compactMap { names[$0] }.joined(separator: ", ") }
}
let sel = Selection()
func watch() {
  withObservationTracking { _ = sel.summary } onChange: { print("summary will change") }
}
watch()
sel.selected.insert(2)
watch()
sel.selected.insert(2)
watch()
sel.selected = [2]
print("same set assigned")
sel.selected.formUnion([1, 3])
print(sel.summary)
watch()
sel.names[4] = "four"
watch()
sel.selected.remove(9)
print(sel.selected.count, sel.selected.isSuperset(of: [1, 2]), sel.selected.intersection([3, 4]).sorted())
sel.selected.removeAll()
print(sel.summary.isEmpty, sel.selected)
var word = "Mississippi"
let letters = Set(word)
print(letters.count, letters.sorted(), word.filter { letters.contains($0) && $0 != "s" })
let counts = Dictionary(word.map { ($0, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
word.removeAll { $0 == "s" }
print(word, word.count, word.uppercased().reversed().map { String($0) }.joined())
let sentence = "The quick brown fox"
let parts = sentence.split(separator: " ")
let initials = parts.compactMap { $0.first }.map { String($0) }.joined()
let lower: String = sentence.lowercased()
print(initials, lower.count, sentence.contains("quick"))
print(sentence.replacingOccurrences(of: " ", with: "_"), sentence.hasPrefix("The"), sentence.components(separatedBy: " ").last ?? "")
