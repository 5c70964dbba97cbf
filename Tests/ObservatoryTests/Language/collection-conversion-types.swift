// A glossary keeps its terms in a dictionary and its topics in a set, both empty at first: the
// arrays and sets made from them, and the lets holding a filtered or sorted copy, are named as
// Swift names them.
struct Glossary {
    var terms: [String: Int] = [:]
    var topics: Set<String> = []
}

var glossary = Glossary()
print(type(of: glossary.terms.keys.sorted()), type(of: glossary.terms.values.filter { $0 > 1 }))
print(type(of: Array(glossary.topics)), type(of: Array(glossary.terms.keys)))
let ids: [Int] = []
print(type(of: Set(ids)), type(of: Array(glossary.terms.values)))
let recent = ids.filter { $0 > 10 }
let ordered = glossary.topics.sorted()
print(type(of: recent), type(of: ordered), recent, ordered)

glossary.terms = ["actor": 2, "task": 1]
glossary.topics = ["concurrency"]
let counts = Array(glossary.terms.values).sorted()
print(glossary.terms.keys.sorted(), counts, Array(glossary.topics))
