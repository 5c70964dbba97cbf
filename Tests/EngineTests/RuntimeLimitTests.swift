import Foundation
import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// Never half-way through: what the playground cannot run is refused when the lesson loads,
/// before its first statement runs — never by an error raised after part of the lesson ran
/// (issues 26 and 28). A lesson is run through before any step of it shows (`LessonRun.refuse`),
/// so an error that refuses the lesson (`LessonError.refusesTheLesson`: a compile error, or a
/// limit of the playground) refuses it whole even when a run meets it half-way
/// (`HalfWayRefusalTests`). A runtime error that stays where it happens is a Swift trap or a budget
/// (`kind: .limit`); none of those may say the playground lacks something.
///
/// `noRuntimeErrorNamesAPlaygroundLimit` reads every `Fault(...)` the runtime (the VM, its
/// builtins, the scheduler, the Observation model, the view host) can raise and fails on one whose
/// message names a limit of the playground but would be shown as a runtime error mid-run: such a
/// Fault must say `kind: .unsupported`.
@Suite struct RuntimeLimitTests {

  /// Words that say the playground cannot do something.
  static let limitWords = [
    "playground", "not available", "not supported", "cannot tell", "cannot name", "not part of", "not modelled",
  ]

  static let runtimeFolders = ["VM", "Views", "Scheduler", "Observation", "Lesson", "Graph"]

  /// Every `Fault(...)` call in the runtime's sources: the file and the call's text.
  static func faults() throws -> [(file: String, text: String)] {
    var out: [(String, String)] = []
    for folder in runtimeFolders {
      let dir = Repository.root.appendingPathComponent("Sources/ObservatoryEngine/" + folder)
      guard let e = FileManager.default.enumerator(atPath: dir.path) else { continue }
      for case let path as String in e where path.hasSuffix(".swift") {
        let text = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
        let chars = Array(text)
        var i = 0
        while i < chars.count {
          guard chars[i...].starts(with: "Fault(") else {
            i += 1
            continue
          }
          // The call up to its closing parenthesis (strings may hold parentheses: skip them).
          var depth = 0
          var j = i + 5
          var inString = false
          while j < chars.count {
            let c = chars[j]
            if c == "\"" && chars[j - 1] != "\\" { inString.toggle() }
            if !inString {
              if c == "(" { depth += 1 }
              if c == ")" {
                depth -= 1
                if depth == 0 { break }
              }
            }
            j += 1
          }
          out.append((URL(fileURLWithPath: path).lastPathComponent, String(chars[i...min(j, chars.count - 1)])))
          i = j
        }
      }
    }
    return out
  }

  /// The message of a `Fault(...)` call: its first argument (hints are advice, not the error).
  static func message(_ call: String) -> String {
    guard let open = call.firstIndex(of: "\"") else { return "" }
    var out = ""
    var escaped = false
    for c in call[call.index(after: open)...] {
      if c == "\"" && !escaped { break }
      escaped = c == "\\" && !escaped
      out.append(c)
    }
    return out
  }

  @Test func noRuntimeErrorNamesAPlaygroundLimit() throws {
    let all = try Self.faults()
    #expect(all.count > 200, "the scan found \(all.count) Fault calls: it reads the wrong files")
    var refusing = 0
    for (file, call) in all {
      if call.contains("kind: .unsupported") {
        refusing += 1
        continue
      }
      guard !call.contains("kind: .limit") else { continue }
      let m = Self.message(call)
      let lower = m.lowercased()
      guard Self.limitWords.contains(where: { lower.contains($0) }), !lower.contains("the playground's limit") else {
        continue
      }
      Issue.record(
        "\(file): a runtime error names a playground limit: «\(m)» — give it `kind: .unsupported` (it then refuses the lesson as it loads), or refuse it in the compiler"
      )
    }
    // The scan sees the limits that refuse the lesson (`Builtins+Wrappers.swift`'s type names).
    #expect(refusing >= 3)
  }

  /// In a lesson Swift's compiler accepted, an error only a compiler gives ("has no member")
  /// that comes up mid-run says it is the playground's limit, not the learner's mistake; without
  /// the check it is a compile error (Swift would not have compiled the lesson). Both refuse the
  /// lesson before its first statement; a trap stays Swift's runtime error.
  @Test func compileTimeWordsMidRunAreThePlaygroundsLimit() {
    let noMember = Fault("value of type 'String.UTF8View' has no member 'second'")
    let checked = noMember.shown(acceptedBySwift: true, noMember.message)
    #expect(checked.0 == .unsupported)
    #expect(checked.1 == "Swift accepts this, but the playground cannot run it: " + noMember.message)
    #expect(noMember.shown(acceptedBySwift: false, noMember.message).0 == .compile)
    let trap = Fault("Index out of range")
    #expect(trap.shown(acceptedBySwift: true, trap.message).0 == .runtime)
    let budget = Fault("the lesson ran out of steps: no initializer", kind: .limit)
    #expect(budget.shown(acceptedBySwift: true, budget.message).0 == .limit)
  }

  /// Runtime errors worded as Swift's compiler words them (`Fault.compileTimeWords`: "has no
  /// member", "no initializer", "cannot change"), per file. Without the compiler check they are
  /// the learner's mistake; in a lesson swiftc accepted they are the playground's limit ("Swift
  /// accepts this, but the playground cannot run it"). Either refuses the lesson as it loads, also
  /// when a run meets it half-way, but each is a lesson Swift runs and the playground does not:
  /// the table may only shrink.
  static let compileTimeWorded: [String: Int] = [
    "ArgumentLabels.swift": 3,
    "Arithmetic.swift": 3,
    "Binding.swift": 1,
    "Builtins+AsyncStream.swift": 2,
    "Builtins+Concurrency.swift": 2,
    "Builtins+Dictionary.swift": 1,
    "Builtins+Foundation.swift": 1,
    "Builtins+Functions.swift": 8,
    "Builtins+Members.swift": 4,
    "Builtins+Numbers.swift": 7,
    "Builtins+Set.swift": 2,
    "Builtins+String.swift": 2,
    "Builtins+StringIndex.swift": 1,
    "Builtins+Subscripts.swift": 6,
    "Builtins+Wrappers.swift": 1,
    "Builtins.swift": 9,
    "Coercion.swift": 1,
    "Combine.swift": 1,
    "CombineScheduler.swift": 3,
    "Fault+Execute.swift": 1,
    "Foundation+Data.swift": 1,
    "Foundation+Date.swift": 1,
    "Foundation+Decimal.swift": 2,
    "Foundation+URL.swift": 1,
    "LessonSequence.swift": 1,
    "Operators.swift": 9,
    "OverloadResolution.swift": 2,
    "Stdlib+Duration.swift": 1,
    "TaskHandle.swift": 1,
    "VM+Calls.swift": 4,
    "VM+Inout.swift": 1,
    "VM+Members.swift": 5,
    "VM+ModifyThroughInstance.swift": 8,
    "VM+ModifyValue.swift": 9,
    "VM+PropertyWrites.swift": 4,
    "VariableAccessors.swift": 3,
    "ViewHost.swift": 1,
    "WrapperIndex.swift": 1,
  ]

  @Test func compileTimeWordedRuntimeErrorsOnlyShrink() throws {
    var found: [String: Int] = [:]
    for (file, call) in try Self.faults() {
      let m = Self.message(call)
      if Fault.compileTimeWords.contains(where: m.contains) { found[file, default: 0] += 1 }
    }
    #expect(
      found.values.reduce(0, +) > 40, "the scan found \(found) compile-time-worded Faults: it reads the wrong files")
    for (file, n) in found.sorted(by: { $0.key < $1.key }) {
      let listed = Self.compileTimeWorded[file] ?? 0
      #expect(
        n <= listed, "\(file): \(n) runtime errors worded as the compiler's (listed \(listed)): refuse at load instead")
      if n < listed {
        Issue.record("\(file): \(n) compile-time-worded runtime errors now (listed \(listed)): lower the table")
      }
    }
    for file in Self.compileTimeWorded.keys where found[file] == nil {
      Issue.record("\(file): no compile-time-worded runtime errors left: remove it from the table")
    }
  }

  /// The scan is shown to find what it must: a limit message in a runtime file.
  @Test func theScanFindsALimitMessage() throws {
    let all = try Self.faults()
    #expect(all.contains { Self.message($0.text).contains("cannot tell the element type of an empty collection") })
  }

  /// What used to stop a lesson half-way now runs as Swift runs it, or is refused when it loads.
  /// The corpus programs listed as "refused at load" in `corpus-divergences.txt` are refused
  /// before their first statement runs, naming the playground's limit.
  @Test func listedRefusalsHappenWhenTheLessonLoads() throws {
    let refused = Repository.corpusDivergences.filter { $0.value.hasPrefix("refused at load") }
    #expect(!refused.isEmpty)
    for (name, reason) in refused {
      let parts = name.split(separator: "/").map(String.init)
      let source = try String(
        contentsOf: Repository.fixture(parts[0]).appendingPathComponent(parts[1]), encoding: .utf8)
      let run = runLesson(source, path: name)
      #expect(run.outputLines.isEmpty, "\(name) printed before it was refused")
      #expect(run.error?.kind == .compile, "\(name): \(run.error?.message ?? "no error")")
      let message = run.error?.message ?? ""
      #expect(
        message.contains("not supported by the playground") || message.contains("not available in the playground"),
        "\(name) (\(reason))")
    }
  }

  /// Builtin collections whose index members must run: a "has no member" or "no subscript" error
  /// on one of them is worded as Swift's but is the playground's gap (Swift accepts every pair
  /// below; the outputs are checked by `Language/collection-indices` and `Language/index-types`).
  static let indexReceivers = [
    "[3, 1, 2]", "[3, 1, 2].dropFirst()", "(0..<3)", "(1...3)", "\"héllo\"", "Set([3])", "[\"a\": 1]",
    "[3, 1, 2].reversed()", "[3, 1, 2].enumerated()", "[[1], [2, 3]].joined()", "[3, 1, 2].reversed().prefix(2)",
    "\"héllo\".utf8", "\"héllo\".unicodeScalars", "[\"a\": 1].keys", "[\"a\": 1].values", "(1...4).dropFirst()",
    "Set([3, 1]).dropFirst()", "\"abc\".utf8.dropFirst()", "[3, 1, 2].reversed().indices",
  ]
  static let indexMembers = [
    "c.startIndex", "c.endIndex", "c.indices", "c.index(after: c.startIndex)",
    "c.distance(from: c.startIndex, to: c.endIndex)", "c[c.startIndex]", "c.index(c.startIndex, offsetBy: 1)",
    "c.index(c.startIndex, offsetBy: 1, limitedBy: c.endIndex) as Any", "type(of: c.indices)",
    "c.firstIndex(where: { _ in true }) as Any", "[c.startIndex]", "type(of: c.startIndex)",
  ]

  /// The scan's other half: index members of builtin collections run (they stopped a lesson with
  /// "value of type 'ReversedCollection' has no member 'startIndex'", which the word scan misses).
  @Test(arguments: indexReceivers)
  func indexMembersOfBuiltinCollectionsRun(_ receiver: String) {
    for member in Self.indexMembers {
      let run = runLesson("let c = \(receiver)\nprint(\(member))")
      #expect(run.error == nil && run.outputLines.count == 1, "\(receiver): \(member): \(run.error?.message ?? "")")
    }
    // Shown to fail where it must: a zip is not a collection.
    let zip = runLesson("let c = zip([1], [2])\nprint(c.startIndex)")
    #expect(zip.error?.message.contains("has no member 'startIndex'") == true)
  }

  @Test(arguments: [
    // A sequence(state:next:) whose closure declares no result, only iterated: it never shows its type.
    (
      "var s = sequence(state: 3) { n in\n  n -= 1\n  return n >= 0 ? n : nil\n}\nprint(Array(s), s.next() ?? -1)\n"
        + "for (i, x) in s.prefix(2).enumerated() { print(i, x) }\nprint(s.map { $0 * 2 }, s.dropFirst().reduce(0, +))",
      ["[2, 1, 0] 2", "0 1", "1 0", "[2, 0] 0"]
    ),
    // Index members of wrappers (they stopped with "has no member 'startIndex'").
    (
      "let r = [3, 1, 4].reversed()\nprint(r.startIndex, r.index(after: r.startIndex), r.endIndex)\n"
        + "print(type(of: r.indices), (1...3).index(before: (1...3).endIndex), [1, 2].index(after: 0))",
      ["Index(base: 3) Index(base: 2) Index(base: 0)", "DefaultIndices<ReversedCollection<Array<Int>>> inRange(3) 1"]
    ),
    // A declared task's type names its result and failure (it stopped with "cannot name the type").
    (
      "let w: Task<String, Never> = Task { \"a\" }\nfunc show(_ t: Task<Void, Error>) { print(type(of: t), [type(of: t)]) }\n"
        + "print(type(of: w), [type(of: w)])\nshow(Task { })",
      ["Task<String, Never> [Swift.Task<Swift.String, Swift.Never>]", "Task<(), Error> [Swift.Task<(), Swift.Error>]"]
    ),
    // A Task whose closure's result the compiler cannot type, only awaited or cancelled: it never
    // shows its type; one whose closure tells its types prints them.
    (
      "let xs = [1, 2]\nlet t = Task { xs.map { $0 * 2 } }\nprint(await t.value, t.isCancelled)\nt.cancel()\n"
        + "let u = Task { () throws -> Int in xs.count }\nprint(u, [Task { \"a\" }])",
      [
        "[2, 4] false",
        "Task<Int, Error>(_task: (Opaque Value)) [Swift.Task<Swift.String, Swift.Never>(_task: (Opaque Value))]",
      ]
    ),
    // A task of a `for await` loop (not `for try await`) never throws; one appended to a declared
    // `[Task<Void, Never>]` takes the element's type.
    (
      "let s = AsyncStream<Int> { c in c.yield(1); c.finish() }\nvar tasks: [Task<Void, Never>] = []\n"
        + "let t = Task { for await v in s { print(v) } }\ntasks.append(Task { for await v in s { print(v) } })\n"
        + "print(t)\nawait t.value",
      ["Task<(), Never>(_task: (Opaque Value))", "1"]
    ),
    // A String's iterator only stepped, or made where the compiler sees the String's making: it
    // runs (printing one of a parameter stopped the lesson).
    (
      "func firstWord(_ s: String) -> String {\n  var it = s.makeIterator()\n  var w = \"\"\n"
        + "  while let c = it.next(), c != \" \" { w.append(c) }\n  return w\n}\nprint(firstWord(\"stepping through a long line\"))\n"
        + "let note = \"remember the milk and eggs\"\nvar cursor = note.makeIterator()\n_ = cursor.next()\nprint(cursor)",
      [
        "stepping",
        "Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 14987979559889010714, "
          + "_object: (Opaque Value))), _position: 1, _end: 26)",
      ]
    ),
    // An iterator prints where it stands (it printed `IndexingIterator`, silently).
    (
      "var it = stride(from: 0, to: 10, by: 3).makeIterator()\n_ = it.next()\nprint(String(reflecting: it))\n"
        + "var a = [1, 2].makeIterator()\n_ = a.next()\nprint(a, type(of: a))",
      [
        "Swift.StrideToIterator<Swift.Int>(_start: 0, _end: 10, _stride: 3, _current: (index: nil, value: 3))",
        "IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 1) IndexingIterator<Array<Int>>",
      ]
    ),
    // Ranges of any Comparable type (they were Int-only, an error when the range was made).
    ("let r = \"a\"...\"m\"\nprint(r.contains(\"k\"), r, [r])", ["true a...m [ClosedRange(\"a\"...\"m\")]"]),
    // Foundation's pow(Decimal, Int) for two integer literals.
    ("print(pow(2, 10), pow(2.0, 0.5))", ["1024 1.4142135623730951"]),
    // String(format:) with %c and positions.
    ("import Foundation\nprint(String(format: \"%c%c %2$d\", 72, 105))", ["Hi 105"]),
    // `appending(path:)` on a file URL infers a directory from the path, as Swift's does.
    (
      "import Foundation\nlet u = URL(string: \"file:///data\")!\n"
        + "print(u.appending(path: \"logs/today.txt\"), u.appending(path: \"logs/\").lastPathComponent)",
      ["file:///data/logs/today.txt logs"]
    ),
    // A Set member whose type writes only its == (Swift synthesizes hash(into:) from every stored
    // property): equal values are one member (an error when it was stored).
    (
      "struct Item: Hashable {\n  let id: Int\n  static func == (a: Item, b: Item) -> Bool { a.id == b.id }\n}\n"
        + "print(Set([Item(id: 1), Item(id: 1), Item(id: 2)]).count)", ["2"]
    ),
    // A part of a reversed array prints as Swift's Slice of it, with the base's indices.
    (
      "let a = [1, 2, 3]\nprint(type(of: a.reversed().prefix(2)), (1...4).dropLast(3))",
      [
        "Slice<ReversedCollection<Array<Int>>> Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(2), _base: ClosedRange(1...4))"
      ]
    ),
    // Slices of sets, dictionaries and closed ranges (an error when they were made).
    (
      "let s: Set = [3, 1, 2]\nlet p = s.dropFirst()\nprint(p.count, p.contains(5))\nlet d = [\"a\": 1]\n"
        + "print(d.prefix(1).count, (1...5).dropFirst(2).reduce(0, +))", ["2 false", "1 12"]
    ),
    // type(of:) named from static types: a generic class made with explicit arguments whose values
    // show none, an empty collection a function returned, a generic struct's property.
    (
      "final class Store<E> { var items: [E] = [] }\nstruct Page<T> { var items: [T] = [] }\n"
        + "func load() -> [String] { [] }\nlet s = Store<Int>()\nlet p = Page<Double>()\nlet t = load()\n"
        + "print(type(of: s), s, type(of: p.items), type(of: t), [type(of: p)])",
      ["Store<Int> main.Store<Swift.Int> Array<Double> Array<String> [main.Page<Swift.Double>]"]
    ),
    // A Set index prints in Swift's format (its bucket and age are the playground's: they change
    // on every run in Swift); a part of a set is a Slice with such indices.
    (
      "let s: Set = [7]\nprint(s.startIndex, s.dropFirst())",
      [
        "Index(_variant: Swift.Set<Swift.Int>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: 0), age: 0))) Slice<Set<Int>>(_startIndex: Swift.Set<Swift.Int>.Index(_variant: Swift.Set<Swift.Int>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: 2), age: 0))), _endIndex: Swift.Set<Swift.Int>.Index(_variant: Swift.Set<Swift.Int>.Index._Variant.native(Swift._HashTable.Index(bucket: Swift._HashTable.Bucket(offset: 2), age: 0))), _base: Set([7]))"
      ]
    ),
    // Parts of a zip, a stride and a string view (they stopped the lesson when printed).
    (
      "let z = zip([1, 2], [\"a\", \"b\"])\nprint(z.prefix(1), z.dropLast())\nprint(\"ab\".utf8.dropFirst())\n"
        + "print(z.split { $0.0 == 1 }, type(of: stride(from: 0, to: 9, by: 3).dropFirst()))",
      [
        "PrefixSequence<Zip2Sequence<Array<Int>, Array<String>>>(_base: Swift.Zip2Sequence<Swift.Array<Swift.Int>, Swift.Array<Swift.String>>(_sequence1: [1, 2], _sequence2: [\"a\", \"b\"]), _maxLength: 1) [(1, \"a\")]",
        "UTF8View(_slice: Swift.Slice<Swift.String.UTF8View>(_startIndex: 1[utf8], _endIndex: 2[utf8], _base: UTF8View(\"ab\")))",
        "[ArraySlice([(2, \"b\")])] DropFirstSequence<StrideTo<Int>>",
      ]
    ),
    // drop(while:) of a stride or a zip prints its base's iterator after the dropped elements.
    (
      "let s = stride(from: 0, through: 6, by: 3).drop(while: { $0 < 2 })\nprint(s)\n"
        + "print(type(of: zip([1], 0...).drop(while: { _ in true })))",
      [
        "DropWhileSequence<StrideThrough<Int>>(_iterator: Swift.StrideThroughIterator<Swift.Int>(_start: 0, _end: 6, _stride: 3, _current: (index: nil, value: 6), _didReturnEnd: false), _nextElement: Optional(3))",
        "DropWhileSequence<Zip2Sequence<Array<Int>, PartialRangeFrom<Int>>>",
      ]
    ),
    // firstIndex of a reversed array or a closed range is that collection's own index (it was an
    // error, and a closed range's was an Int).
    (
      "let r = [3, 1, 4].reversed()\nlet i = r.firstIndex(of: 1)!\nprint(i, r[i], [i], type(of: i))\n"
        + "print((1...5).firstIndex(of: 3) as Any)",
      [
        "Index(base: 2) 1 [Swift.ReversedCollection<Swift.Array<Swift.Int>>.Index(base: 2)] Index",
        "Optional((extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(3))",
      ]
    ),
    // A generic struct or enum made without arguments takes them from its declared type.
    (
      "struct Stack<E> { var items: [E] = [] }\nenum Load<T> { case idle, done(T) }\n"
        + "var s: Stack<Int> = Stack()\nlet l: Load<String> = .idle\nprint(s, [l], [Load<Int>.idle])",
      ["Stack<Int>(items: []) [main.Load<Swift.String>.idle] [main.Load<Swift.Int>.idle]"]
    ),
    // A generic type written with its arguments as a value keeps them (it stopped with "cannot
    // tell Box's type argument").
    (
      "struct Box<T> { var items: [T] = [] }\nlet b = Box<Int>()\nprint(Box<Int>.self, [Box<String?>.self])\n"
        + "print(type(of: b) == Box<Int>.self, Box<Int>.self == Box<String>.self)",
      ["Box<Int> [main.Box<Swift.Optional<Swift.String>>]", "true false"]
    ),
    // A closure without a result type takes its context's (it stopped with "cannot tell Cache's
    // type argument").
    (
      "final class Cache<V> { var entries: [String: V] = [:] }\nlet make: () -> Cache<Int> = { Cache() }\n"
        + "func use(_ f: () -> Cache<String>) { print(type(of: f())) }\nprint(type(of: make()))\nuse { Cache() }",
      ["Cache<Int>", "Cache<String>"]
    ),
    // An enum case's associated value takes the declared enum type's arguments, and a generic
    // type named in its own method is `self`'s specialization (both stopped with "cannot tell
    // Box's type argument").
    (
      "struct Box<T> {\n  var items: [T] = []\n  func name() -> String { \"\\(Box.self)\" }\n}\n"
        + "func load() -> Result<Box<Int>, Error> { .success(Box()) }\nprint(load())\n"
        + "enum Load<V> { case idle, done(V) }\nvar l: Load<Box<String>> = .idle\nl = .done(Box())\n"
        + "print(l, Box<Double>().name(), Box<Int>().name() == \"\\(Box<Int>.self)\")",
      ["success(main.Box<Swift.Int>(items: []))", "done(main.Box<Swift.String>(items: [])) Box<Double> true"]
    ),
    // An argument of a generic type's method takes the parameter's type with the receiver's
    // arguments, and updateValue's value the dictionary's value type (both stopped with "cannot
    // tell Box's type argument").
    (
      "struct Box<T> { var items: [T] = [] }\nstruct Store<T> {\n  var boxes: [Box<T>] = []\n"
        + "  mutating func add(_ b: Box<T>) { boxes.append(b) }\n}\nvar s = Store<String>()\ns.add(Box())\n"
        + "var d: [Int: Box<Bool>] = [:]\nd.updateValue(Box(), forKey: 1)\nprint(s, d)",
      ["Store<String>(boxes: [main.Box<Swift.String>(items: [])]) [1: main.Box<Swift.Bool>(items: [])]"]
    ),
    // A generic value holding a key path the compiler types prints its kind and types (it stopped
    // with "cannot name the type of a value of type 'KeyPath'"; `Language/generic-key-paths-printed`).
    (
      "struct P { var n = 1; let m = \"a\" }\nfinal class C { var v = 0 }\nstruct Box<T> { let value: T }\n"
        + "print(Box(value: \\P.n), [Box(value: \\C.v)])\nlet k = \\P.m\nprint(type(of: k), type(of: \\P.n))\n"
        + "let r: KeyPath<P, Int> = \\P.n\nprint(Box(value: r))",
      [
        "Box<WritableKeyPath<P, Int>>(value: \\P.n) [main.Box<Swift.ReferenceWritableKeyPath<main.C, Swift.Int>>(value: \\C.v)]",
        "KeyPath<P, String> WritableKeyPath<P, Int>", "Box<KeyPath<P, Int>>(value: \\P.n)",
      ]
    ),
    // A wrapper of an empty array whose type is declared prints with Swift's type (it stopped
    // with "cannot tell the element type of an empty collection").
    (
      "struct Inbox { var tags: [String] = [] }\nlet inbox = Inbox()\nlet ns: [Int] = []\n"
        + "print(inbox.tags.reversed(), [ns.enumerated()])\nprint(zip(ns, inbox.tags))",
      [
        "ReversedCollection<Array<String>>(_base: []) [Swift.EnumeratedSequence<Swift.Array<Swift.Int>>(_base: [])]",
        "Zip2Sequence<Array<Int>, Array<String>>(_sequence1: [], _sequence2: [])",
      ]
    ),
    // A generic value made in its owner's code takes the owner's arguments; an argument of a
    // function-typed variable takes the parameter's type (`Language/generic-owner-arguments`).
    (
      "struct Box<T> { var items: [T] = [] }\nstruct Store<T> {\n  var boxes: [Box<T>] = []\n"
        + "  mutating func add() { boxes.append(Box()) }\n}\nvar s = Store<String>()\ns.add()\n"
        + "let done: (Result<Box<Int>, Error>) -> Void = { print($0) }\ndone(.success(Box()))\nprint(s.boxes)",
      ["success(main.Box<Swift.Int>(items: []))", "[main.Box<Swift.String>(items: [])]"]
    ),
    // One stored in a property declared with the owner's parameters takes them once the owner has
    // its own, also when made in an initializer (`Language/generic-owner-initializers`).
    (
      "struct Box<T> { var items: [T] = [] }\nstruct Store<T> {\n  var box: Box<T>\n  init() { box = Box() }\n}\n"
        + "print(Store<Int>())",
      ["Store<Int>(box: main.Box<Swift.Int>(items: []))"]
    ),
    // A lesson generic function's type parameter is the one its call's static types give
    // (`Language/generic-function-type-arguments`): an empty `[String]`, an `Any`, a generic value
    // made for `Loadable<Box<T>>`, passed on to another generic function.
    (
      "struct Box<T> { var items: [T] = [] }\nenum Loadable<V> { case idle; case loaded(V) }\n"
        + "func wrap<T>(_ x: T) -> Loadable<Box<T>> { .loaded(Box()) }\nfunc show<T>(_ x: T) { print(type(of: x)) }\n"
        + "func pass<T>(_ x: T) { show(x) }\nlet empty: [String] = []\nprint(wrap(\"a\"))\nshow(empty)\n"
        + "show([1, 2] as [Any])\npass(1 as Any)",
      ["loaded(main.Box<Swift.String>(items: []))", "Array<String>", "Array<Any>", "Any"]
    ),
    // So does an enumerated() or a zip of an empty declared Set or Dictionary.
    (
      "let tags: Set<String> = []\nlet counts: [String: Int] = [:]\nprint(tags.enumerated(), [zip(counts, tags)])",
      [
        "EnumeratedSequence<Set<String>>(_base: Set([])) [Swift.Zip2Sequence<Swift.Dictionary<Swift.String, Swift.Int>, Swift.Set<Swift.String>>(_sequence1: [:], _sequence2: Set([]))]"
      ]
    ),
  ])
  func runsAsSwift(_ source: String, _ expected: [String]) {
    let run = runLesson(source)
    #expect(run.error == nil, "\(run.error?.message ?? "")")
    #expect(run.outputLines == expected)
  }

  @Test(arguments: [
    // A hash(into:) that prints: Set members are told apart by the properties it combines.
    (
      "struct T: Hashable {\n  var n = 0\n  func hash(into h: inout Hasher) { print(n) }\n}\nprint(Set([T()]).count)",
      "hash(into:)"
    ),
    // Beside its own hash(into:), an == the compiler cannot read as comparing stored properties.
    (
      "struct K: Hashable {\n  var a = 0\n  static func == (l: K, r: K) -> Bool { l.a % 2 == r.a % 2 }\n"
        + "  func hash(into h: inout Hasher) { h.combine(a) }\n}\nprint(Set([K(a: 1), K(a: 3)]).count)", "an =="
    ),
    ("let s = \"a,b\"\nprint(s.range(of: \"B\", options: .regularExpression) as Any)", "'.regularExpression'"),
    ("let o: String.CompareOptions = [.caseInsensitive]\nprint(\"a\".compare(\"A\", options: o))", "options"),
    ("import Foundation\nprint(String(format: \"%s\", \"x\"))", "'%s'"),
    ("import Foundation\nlet f = \"%d\"\nprint(String(format: f, 1))", "format"),
    ("import Foundation\nlet d = Data([104, 105])\nprint(String(data: d, encoding: .ascii) as Any)", "encoding"),
    ("print(\" x \".trimmingCharacters(in: .symbols))", "'.symbols'"),
    // A file URL's appendingPathComponent asks the file system (a receiver not seen to be another URL).
    ("import Foundation\nlet u = URL(string: \"file:///\")!\nprint(u.appendingPathComponent(\"tmp\"))", "file URL"),
    (
      "import Foundation\nfunc home(_ p: String) -> URL { URL(string: p)! }\nprint(home(\"https://a.b\").appendingPathComponent(\"x\"))",
      "appendingPathComponent(_:)"
    ),
    // type(of:) of a closure: Swift prints its effects (`() async -> Int`), which the playground drops.
    ("let load: () async -> Int = { 1 }\nprint(type(of: load))", "type(of:) of a function or closure"),
    // A sequence(state:next:) whose closure declares no result, where it may be printed: its element
    // type is the type checker's (with the compiler check, read from the SIL: `Checked/unfold-sequence-types`).
    ("let s = sequence(state: 3) { n in\n  n -= 1\n  return n > 0 ? n : nil\n}\nprint(s)", "'sequence(state:next:)'"),
    (
      "let s = sequence(state: 0) { n in\n  n += 1\n  return n\n}\nfor p in [s.prefix(2)] { print(p) }",
      "'sequence(state:next:)'"
    ),
    ("var w = sequence(state: 0) { (n: inout Int) in n }\nlet c = w\nprint(\"\\(c)\")", "'sequence(state:next:)'"),
    // A Task whose closure's result the compiler cannot type, where it may be printed or named:
    // Swift prints the types its type checker infers (`Task<Int, Never>`).
    ("let xs = [1, 2]\nlet t = Task { xs.count }\nprint(t)", "a Task"),
    ("var xs = [1]\nlet t = Task { xs.count }\nlet all = [t]\nprint(all.count)", "a Task"),
    ("func f(_ x: Any) { print(x) }\nlet xs = [1]\nf(Task { xs.first })", "a Task"),
    ("func work() async -> Int { 2 }\nlet w = Task(operation: work)\nprint(type(of: w))", "a Task"),
    // A generic value made from a closure, where it may be printed: Swift prints the function type
    // as its argument (`Box<(Int) -> Int>(value: (Function))`).
    ("struct Box<T> { let value: T }\nprint(Box(value: { (x: Int) in x + 1 }))", "made from a closure"),
    // ... or a part of it where the parameter is a function type (`Resource<Array<Int>>`), here
    // not written in the closure's header (one that writes it runs:
    // `Language/generic-types-from-closure-headers`).
    (
      "final class Resource<V> {\n  let load: () async throws -> V\n  init(load: @escaping () async throws -> V) { self.load = load }\n}\n"
        + "let r = Resource(load: { [1] })\nprint(type(of: r))",
      "the result of a 'loader"
    ),
    // A generic value made from a key path literal the compiler cannot type, where it may be printed
    // or named: Swift prints its kind and types as the argument (`Box<KeyPath<String, Int>>`).
    ("struct Box<T> { let value: T }\nprint(Box(value: \\String.count))", "made from this key path"),
    (
      "struct Box<T> { let value: T }\nlet b = Box(value: \\String.isEmpty)\nlet all = [b]\nprint(\"\\(all)\")",
      "made from this key path"
    ),
    (
      "struct Box<T> { let value: T }\nlet k = \\String.count\nlet j = k\nlet b = Box(value: j)\nprint(type(of: b))",
      "made from this key path"
    ),
    ("struct Box<T> { let value: T }\nprint(type(of: Box(value: [\\String.count])))", "made from this key path"),
    // A key path printed where Swift prints an accessor's address (`\Row.<computed 0x… (String)>`)
    // or the root it infers (`\Row.size` for `\.size`).
    ("struct Row {\n  var size = 1\n  var label: String { \"x\" }\n}\nprint(\\Row.label)", "printing this key path"),
    (
      "struct Row { var size = 1 }\nlet k: KeyPath<Row, Int> = \\.size\nprint(\"\\(k)\")",
      "printing a key path written without its root type"
    ),
    (
      "class Row { var size = 1 }\nstruct Column<P> { let path: P }\nlet c = Column(path: \\Row.size)\nlet all = [c]\nprint(all)",
      "printing this key path"
    ),
    // ... also where the type's own code prints it (a method, an initializer, a protocol extension),
    // or a closure's only statement returns it.
    (
      "struct Box<T> {\n  let value: T\n  func show() { print(self) }\n}\nlet b = Box(value: { (x: Int) in x + 1 })\nb.show()",
      "made from a closure"
    ),
    (
      "struct Box<T> { let value: T }\nlet f = { Box(value: { (x: Int) in x + 1 }) }\nprint(f())", "made from a closure"
    ),
    (
      "final class Holder<T> {\n  let value: T\n  init(value: T) {\n    self.value = value\n    print(self)\n  }\n}\n"
        + "let h = Holder(value: { 1 })\nprint(h.value())", "made from a closure"
    ),
    (
      "protocol Shows {}\nextension Shows { func show() { print(self) } }\nstruct Box<T>: Shows { let value: T }\n"
        + "Box(value: \\String.count).show()", "made from this key path"
    ),
    // type(of:) of a key path: Swift names its kind and types (`WritableKeyPath<P, Int>`).
    ("struct P { var n = 1 }\nlet k: KeyPath<P, Int> = \\.n\nprint(type(of: k))", "type(of:) of a key path"),
    // A generic value made from an `Any.Type`: Swift names it `Box<Any.Type>`, not the value's type.
    ("struct Box<T> { let value: T }\nstruct P {}\nlet t: Any.Type = P.self\nprint(Box(value: t))", "'Box'"),
    (
      "struct Box<T> { let value: T }\nfunc inc(_ x: Int) -> Int { x + 1 }\nlet b = Box(value: [inc])\nprint(b.value.count, b)",
      "made from a closure"
    ),
    // An iterator of a String whose making the compiler cannot see, beside a literal of more than
    // 15 bytes (it may be one): Swift prints its storage flags (`Language/string-iterators-printed`).
    (
      "struct Tokenizer {\n  var chars: String.Iterator\n  init(_ text: String) { chars = text.makeIterator() }\n}\n"
        + "print(Tokenizer(\"a longer line of text to scan\").chars)", "an iterator that may walk a String"
    ),
    (
      "func pairs(_ s: String) -> [(Character, Int)] {\n  let numbered = zip(s, 1...).drop(while: { $0.0 == \" \" })\n"
        + "  print(numbered)\n  return Array(numbered)\n}\nprint(pairs(\"  indented line of the report\").count)",
      "a drop(while:) of a sequence that may walk a String"
    ),
    ("let title = \"Quarterly report, second draft\"\nprint(title.dropFirst(10).makeIterator())", "an iterator"),
    // A settable subscript called without its defaulted indices: its setter's new value would
    // take their place.
    (
      "struct M {\n  var xs = [1, 2]\n  subscript(i: Int, step: Int = 0) -> Int {\n    get { xs[i + step] }\n    set { xs[i + step] = newValue }\n  }\n}\nvar m = M()\nm[0] = 5",
      "default index value"
    ),
    // A Sequence whose makeIterator() comes from elsewhere: the playground calls only its own.
    (
      "protocol Walkable: Sequence {}\nextension Walkable { func makeIterator() -> IndexingIterator<[Int]> { [1].makeIterator() } }\nstruct W: Walkable {}\nfor x in W() { print(x) }",
      "without its own makeIterator()"
    ),
    // The standard library's sorted(by:) called with a two-parameter closure beside the lesson's
    // sorted(by:) taking a one-parameter key function: Swift calls the standard library's.
    (
      "extension Sequence {\n  func sorted<K: Comparable>(by key: (Element) -> K) -> [Element] { sorted { key($0) < key($1) } }\n}\nprint([\"pear\", \"fig\"].sorted(by: { $0.count }))",
      "calling the standard library's 'sorted' with a closure"
    ),
  ])
  func refusedWhenTheLessonLoads(_ source: String, _ words: String) {
    let run = runLesson("print(\"first statement\")\n" + source)
    #expect(run.outputLines.isEmpty, "the lesson ran before the refusal")
    #expect(run.error?.kind == .compile || run.error?.kind == .unsupported, "\(run.error?.message ?? "no error")")
    #expect(run.error?.message.contains(words) == true, "\(run.error?.message ?? "no error")")
    #expect(run.error?.message.contains("not supported by the playground") == true)
  }
}
