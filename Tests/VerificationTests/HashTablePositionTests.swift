import Testing

@testable import ObservatoryEngine
@testable import ObservatoryVerification

/// A Set or Dictionary index prints its hash table's bucket and age, which change on every run of
/// the same Swift program; the playground prints its own (`HashedIndexValue`). `verify` compares
/// such lines without those two numbers — and only without them: any other difference in the line
/// is still a divergence.
@Suite struct HashTablePositionTests {
  static let lesson = SourceFile(
    path: "Lessons/x.swift",
    text: """
      let tags: Set = ["hardware"]
      let i = tags.firstIndex(of: "hardware")!
      print(i)
      print(tags.dropFirst())

      """)

  /// Two real runs of the lesson (Swift 6.3.1, Linux): their buckets and ages differ.
  static let index =
    "Index(_variant: Swift.Set<Swift.String>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: BUCKET), age: AGE)))"
  static let part =
    "Slice<Set<String>>(_startIndex: Swift.Set<Swift.String>.Index(_variant: Swift.Set<Swift.String>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: END), age: AGE))), _endIndex: Swift.Set<Swift.String>.Index(_variant: Swift.Set<Swift.String>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: 2), age: AGE))), _base: Set([\"hardware\"]))"

  static func recording(_ lines: [String]) -> String {
    "observatory: module main, Swift 6.3.1, Linux x86_64\n" + lines.joined(separator: "\n")
      + "\nobservatory: #expect 0 passed, 0 failed\nexit 0\n"
  }

  static func run(bucket: String, end: String, age: String, edit: (String) -> String = { $0 }) -> String {
    func fill(_ s: String) -> String {
      s.replacingOccurrences(of: "BUCKET", with: bucket).replacingOccurrences(of: "END", with: end)
        .replacingOccurrences(of: "AGE", with: age)
    }
    return recording([edit(fill(index)), edit(fill(part))])
  }

  @Test func realRunsWithOtherBucketsAndAgesAgree() throws {
    for (bucket, end, age) in [("1", "2", "-1609184792"), ("0", "1", "1673930025")] {
      let r = try #require(
        Verifier.verify(Self.lesson, recording: Self.run(bucket: bucket, end: end, age: age)).results.first)
      #expect(r.verdict == .agrees, "\(r.divergences)")
    }
  }

  /// Mutations of a real run (one text replaced by another): the loose comparison still rejects each.
  @Test(arguments: [
    ("the element type", "Set<Swift.String>", "Set<Swift.Int>"),
    ("the members", "hardware", "software"),
    ("a field name", "age: ", "generation: "),
    ("a bucket that is not a number", "offset: 1)", "offset: x)"),
    ("the text around", "_variant", "_native"),
  ])
  func otherDifferencesInTheLineAreDivergences(_ what: String, _ from: String, _ to: String) throws {
    let edit = { (s: String) in s.replacingOccurrences(of: from, with: to) }
    let mutated = Self.run(bucket: "1", end: "2", age: "-1609184792", edit: edit)
    #expect(mutated != Self.run(bucket: "1", end: "2", age: "-1609184792"), "\(what): the mutation changed nothing")
    let r = try #require(Verifier.verify(Self.lesson, recording: mutated).results.first)
    #expect(r.verdict == .differs, "\(what): \(r.divergences)")
  }

  @Test func onlyTheBucketAndTheAgeAreMasked() {
    let line = "x Swift._HashTable.Bucket(offset: 12), age: -5) y"
    #expect(maskingHashTablePositions(line) == "x Swift._HashTable.Bucket(offset: _), age: _) y")
    #expect(maskingHashTablePositions("Bucket(offset: 1), age: 2)") == "Bucket(offset: 1), age: 2)")
    #expect(maskingHashTablePositions("[1, 2]") == "[1, 2]")
  }
}
