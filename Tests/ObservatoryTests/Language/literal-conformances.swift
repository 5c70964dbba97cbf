struct Tag: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    var description: String { "#" + name }
}

struct Article {
    let title: String
    var tags: Set<Tag>
}

func articles(taggedWith tag: Tag, in list: [Article]) -> [String] {
    list.filter { $0.tags.contains(tag) }.map(\.title)
}

let featured: Tag = "Featured"
let list = [
    Article(title: "Observation in depth", tags: ["Swift", "featured"]),
    Article(title: "Actors 101", tags: ["swift", "concurrency"]),
]
print(featured, articles(taggedWith: "FEATURED", in: list))
print(articles(taggedWith: "swift", in: list), list[1].tags.contains("Concurrency"))
