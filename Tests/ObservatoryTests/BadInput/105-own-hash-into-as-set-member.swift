// expect-error: a hash(into:) that does more than combine stored properties ('Tag') is not supported by the playground
// expect-kind: compile
struct Tag: Hashable {
  var name: String
  func hash(into hasher: inout Hasher) { print("hashing", name) }
}
let tags: Set<Tag> = [Tag(name: "a")]
print(tags.count)
