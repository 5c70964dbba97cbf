import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// Unique mutation (`VM+Uniqueness`): every in-place mutation finds its collection uniquely
/// referenced, so it is O(1) amortized. Debug builds count the collections a mutation had to copy;
/// each program below mutates 2,000 times and may copy only a handful of times.
@Suite struct UniqueMutationTests {
  /// Runs `source`; returns how many collections its mutations copied.
  func copies(_ source: String) throws -> Int {
    let run = runLesson(source)
    #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
    return try #require(run.vm).collectionCopies
  }

  @Test(arguments: [
    // A global variable.
    "var xs: [Int] = []\nfor i in 0..<2000 { xs.append(i) }\nprint(xs.count)",
    // A local variable.
    "func f() -> Int {\n  var xs: [Int] = []\n  for i in 0..<2000 { xs.append(i) }\n  return xs.count\n}\nprint(f())",
    // Element assignment and compound assignment.
    "var a = Array(repeating: 0, count: 2000)\nfor i in 0..<2000 { a[i] = i; a[i] += 1 }\nprint(a[5])",
    // A dictionary.
    "var d: [Int: Int] = [:]\nfor i in 0..<2000 { d[i] = i; d[i, default: 0] += 1 }\nprint(d.count)",
    // A struct field.
    "struct S { var xs: [Int] = [] }\nvar s = S()\nfor i in 0..<2000 { s.xs.append(i) }\nprint(s.xs.count)",
    // A captured variable.
    "var xs: [Int] = []\nfunc f() {\n  var ys: [Int] = []\n  let add = { (i: Int) in ys.append(i) }\n  for i in 0..<2000 { add(i) }\n  xs = ys\n}\nf()\nprint(xs.count)",
    // An @Observable property (a `_modify`, R8), observed and not.
    "@Observable class M { var items: [Int] = [] }\nlet m = M()\nfor i in 0..<2000 { m.items.append(i) }\nprint(m.items.count)",
    "@Observable class M { var items: [Int] = [] }\nlet m = M()\nwithObservationTracking { _ = m.items } onChange: { print(\"changed\") }\nfor i in 0..<2000 { m.items.append(i) }\nprint(m.items.count)",
    // Nested: an array in a struct in an array of an object.
    "struct Row { var cells: [Int] = [] }\nfinal class Grid { var rows = [Row(), Row()] }\nlet g = Grid()\nfor i in 0..<2000 { g.rows[1].cells.append(i) }\nprint(g.rows[1].cells.count)",
    // A mutating method, an inout parameter, `+=` on an array.
    "struct Stack {\n  var items: [Int] = []\n  mutating func push(_ i: Int) { items.append(i) }\n}\nvar s = Stack()\nfor i in 0..<2000 { s.push(i) }\nprint(s.items.count)",
    "func add(_ xs: inout [Int], _ i: Int) { xs.append(i) }\nvar xs: [Int] = []\nfor i in 0..<2000 { add(&xs, i) }\nprint(xs.count)",
    "var xs: [Int] = []\nfor i in 0..<2000 { xs += [i] }\nprint(xs.count)",
    // An array of objects held by a named object.
    "final class Tile { var v = 0 }\n@Observable class Board { var tiles: [Tile] = [] }\nlet b = Board()\nfor _ in 0..<2000 { b.tiles.append(Tile()) }\nprint(b.tiles.count)",
    // An array kept in a dictionary, changed through the key (grouping).
    "var d: [String: [Int]] = [:]\nfor i in 0..<2000 { d[\"k\", default: []].append(i) }\nprint(d[\"k\"]!.count)",
    "var d: [String: [Int]] = [\"k\": []]\nfor i in 0..<2000 { d[\"k\"]!.append(i); d[\"k\"]?.append(i) }\nprint(d[\"k\"]!.count)",
    "@Observable class M { var groups: [String: [Int]] = [:] }\nlet m = M()\nfor i in 0..<2000 { m.groups[\"k\", default: []].append(i) }\nprint(m.groups.count)",
    // A property declared with its type, whose `_modify` converts the whole value after it
    // (`Coercion+Unchanged`: returned as it is when nothing needs converting).
    "@Observable class M { var values: [Double] = [] }\nlet m = M()\nfor _ in 0..<2000 { m.values.append(0) }\nfor i in 0..<2000 { m.values[i] += 1.5 }\nprint(m.values[5])",
    "@Observable class M { var totals: [Int: Double] = [:] }\nlet m = M()\nfor i in 0..<2000 { m.totals[i % 10, default: 0] += 1.5 }\nprint(m.totals[3]!)",
  ])
  func mutationDoesNotCopy(_ source: String) throws {
    let n = try copies(source)
    #expect(n <= 4, "\(n) copies: \(source)")
  }

  /// An element write through a property's `_modify` (`m.values[i] += 1.5`) converts only the
  /// element it stores to the declared type (`IncomingCoercion`), not the whole array or
  /// dictionary after every write: O(1), as in Swift. An integer literal still becomes a Double.
  @Test(arguments: [
    (
      "@Observable class M { var values: [Double] = [] }\nlet m = M()\nfor _ in 0..<2000 { m.values.append(0) }\n"
        + "for i in 0..<2000 { m.values[i] += 1.5; m.values[i] -= 1 }\nm.values[3] *= 2\nm.values[4] += 1\n"
        + "print(m.values[5])\nprint(m.values[3], m.values[4])",
      ["0.5", "1.0 1.5"]
    ),
    (
      "@Observable class M { var totals: [Int: Double] = [:] }\nlet m = M()\n"
        + "for i in 0..<2000 { m.totals[i % 10, default: 0] += 1 }\nprint(m.totals[3]!)",
      ["200.0"]
    ),
    (
      "@Observable class M { var grid: [[Double]] = [[0, 0], [0, 0]] }\nlet m = M()\n"
        + "withObservationTracking { _ = m.grid } onChange: { print(\"changed\") }\n"
        + "for i in 0..<2000 { m.grid[i % 2][1] += 1 }\nprint(m.grid)",
      ["changed", "[[0.0, 1000.0], [0.0, 1000.0]]"]
    ),
  ])
  func elementWriteConvertsOnlyItsElement(_ source: String, _ expected: [String]) throws {
    let run = runLesson(source)
    #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
    #expect(run.outputLines == expected)
    let vm = try #require(run.vm)
    #expect(vm.wholeConversions <= 4, "\(vm.wholeConversions) whole conversions: \(source)")
    #expect(vm.collectionCopies <= 4, "\(vm.collectionCopies) copies: \(source)")
  }

  /// Value semantics still hold: a second reference makes the mutation copy, once.
  @Test func aSharedArrayIsCopiedOnce() throws {
    let n = try copies("var xs = [1, 2, 3]\nlet ys = xs\nfor i in 0..<100 { xs.append(i) }\nprint(ys.count, xs.count)")
    #expect(n == 1)
  }

  /// Fetching an instruction does no reference counting: every operand is an integer.
  @Test func instructionsAreTriviallyCopyable() {
    #expect(_isPOD(Op.self))
  }

  /// The fast paths for a variable (`xs.append(x)`, `xs[i] = v`, `xs[i] += n`, `d[k] = v`) keep
  /// value semantics and Swift's errors.
  @Test func fastPathsKeepValueSemanticsAndErrors() throws {
    let out = output(
      """
      var xs = [1, 2, 3]
      let ys = xs
      xs[0] = 10
      xs[1] += 5
      xs.append(4)
      var d: [String: Int] = ["a": 1]
      let e = d
      d["b"] = 2
      d["a"] = nil
      print(xs, ys, d, e)
      """)
    #expect(out == ["[10, 7, 3, 4] [1, 2, 3] [\"b\": 2] [\"a\": 1]"])
    #expect(lessonError("let xs = [1]\nxs.append(2)")?.message.contains("'let' constant") == true)
    #expect(lessonError("var xs = [1]\nxs[3] = 2")?.message.contains("index out of range") == true)
    #expect(lessonError("var xs = [Int.max]\nxs[0] += 1")?.message.contains("overflow") == true)
  }
}
