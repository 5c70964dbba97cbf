// expect-error: Swift would hash them with their own hash(into:)
// expect-kind: runtime
struct Tag: Hashable {
  var name: String
  func hash(into hasher: inout Hasher) { print("hashing", name) }
}
let tags: Set<Tag> = [Tag(name: "a")]
print(tags.count)
