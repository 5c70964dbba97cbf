import Foundation
import ObservatoryEngine

/// A live playground session, as the REPL uses it: entries typed one at a time share one
/// program (declarations persist) and one VM (objects persist); a loaded lesson can be stepped
/// statement by statement, run to the next section or the end, and stepped back by replaying it
/// deterministically from the start.
public final class Session {
  public private(set) var program: Program
  public private(set) var vm: VM
  public private(set) var trace: Trace
  private(set) var budget: Int?
  /// The limits entries and lessons keep to (`budget`, when given, replaces their instruction limit).
  public private(set) var limits: Limits

  /// The loaded lesson, its steps, and how far it has run.
  public private(set) var lesson: SourceFile?
  public private(set) var lessonSteps: [StepInfo] = []
  /// Index of the next step to run (== lessonSteps.count when finished).
  public private(set) var position = 0
  private var lessonStarted = false
  private var lessonFinished = false
  private var entryCount = 0
  /// Echoed results so far (`$R0`, `$R1`, ...).
  var resultCount = 0
  /// Results let go when the lesson stepped, because they held its objects: name → why.
  var releasedResults: [String: String] = [:]
  /// Results made while the lesson is paused that hold objects (let go at its next step).
  var pausedResults: [String] = []
  /// Before an entry beside a paused lesson: per class, how many instances existed, and how many
  /// globals (so that variables the entry declares can be told apart).
  var existingObjects: [ObjectIdentifier: Int] = [:]
  var globalsBefore = 0
  /// The type each echoed result was shown with (`:vars` shows it again).
  var resultTypes: [String: String] = [:]
  /// Globals below this index belong to the playground (`bodyCounts`), not to the lesson.
  var firstOwnGlobal = 0
  /// What the Swift compiler accepted in this session, in order (the loaded lesson, then each
  /// entry): the context in which it checks the next entry (`SwiftCheck`).
  var checked: [CheckedEntry] = []
  /// The session's code as the compiler knows it (for `:expand`).
  public var checkedTexts: [CheckedEntry] { checked }
  /// Asked every 100,000 instructions whether to stop the running entry or step (Ctrl-C).
  /// Kept across `reset()` and `load`, which make a new VM.
  public var interruptFlag: (() -> Bool)? {
    didSet { vm.interruptFlag = interruptFlag }
  }

  /// What one entry or step did: its events (including output) and the error that stopped it.
  public struct Outcome: Sendable {
    public let step: StepInfo?
    public let events: [TraceEvent]
    public let error: LessonError?
    public let file: SourceFile?
    /// The value of an entry that ends with an expression (`$R0: Int = 3`).
    public var echo: Echo? = nil
    /// An entry typed while the lesson was paused changed its state (wrote a property, armed
    /// a tracking, ran a body): the lesson may go on differently from `observatory run`.
    public var changedLesson = false
  }

  public init(budget: Int? = nil, limits: Limits = .standard) {
    self.budget = budget
    self.limits = limits
    program = Program()
    trace = Trace(enabled: true)
    vm = VM(program: program, trace: trace, budget: budget, limits: limits)
    firstOwnGlobal = program.globals.count
  }

  /// `:limit`: new limits for what runs from now on, the objects and the lesson kept.
  public func setLimits(_ new: Limits) {
    limits = new
    budget = nil
    vm.limits = new
    vm.budget = new.instructions
  }

  /// Forgets everything: declarations, objects, the loaded lesson.
  public func reset() {
    program = Program()
    trace = Trace(enabled: true)
    vm = VM(program: program, trace: trace, budget: budget, limits: limits)
    vm.interruptFlag = interruptFlag
    firstOwnGlobal = program.globals.count
    lesson = nil
    lessonSteps = []
    position = 0
    lessonStarted = false
    lessonFinished = false
    resultCount = 0
    releasedResults = [:]
    pausedResults = []
    resultTypes = [:]
    checked = []
  }

  /// Runs one REPL entry to completion (all its statements), keeping what it declares.
  ///
  /// `path` and `firstLine` name where the entry came from, so errors and events say
  /// `<stdin>:12:5` rather than a line of the entry alone. While a lesson is paused between
  /// steps, the entry runs beside it (it sees and changes the lesson's objects) and the lesson
  /// goes on from where it was.
  ///
  /// The Swift compiler checks the entry first, after everything it accepted before in the
  /// session (`SwiftCheck`): an entry Swift refuses does not run.
  public func evaluate(_ text: String, path: String? = nil, firstLine: Int = 1) -> Outcome {
    entryCount += 1
    let file = SourceFile(path: path ?? "<entry \(entryCount)>", text: text, firstLine: max(1, firstLine))
    do { try SwiftCheck.check(file, after: checked, entry: true) } catch let e as LessonError {
      let o = Outcome(step: nil, events: [], error: e, file: file)
      remember(o)
      return o
    } catch {}
    let o = LargeStack.run { evaluateHere(file) }
    remember(o)
    if file.acceptedBySwift && path != "<type>" { checked.append(CheckedEntry(file, resultName: o.echo?.name)) }
    return o
  }

  private func evaluateHere(_ file: SourceFile) -> Outcome {
    let mark = trace.count
    let pausedLesson = lesson != nil && !isFinished
    let stopAtSteps = vm.stopAtSteps
    vm.runningEntry = true
    defer {
      vm.stopAtSteps = stopAtSteps
      vm.runningEntry = false
    }
    var result: Int?
    var lastStatement: Stmt?
    globalsBefore = program.globals.count
    do {
      try LessonFile.checkSize(file, limit: limits.source)
      try checkReleasedResults(file)
      let compiler = Compiler(program: program, file: file)
      compiler.entriesMayFollow = true
      let script = try SwiftCheck.loading(file) { () throws -> FunctionProto in
        let stmts = try Parser.parse(file)
        if case .expr? = stmts.last?.kind {
          result = program.global(nextResultName, isLet: true)
          compiler.echoGlobal = result
        }
        lastStatement = stmts.last
        return try compiler.compileScript(stmts, name: "<entry>")
      }
      vm.stopAtSteps = false
      if pausedLesson {
        let classes = lessonClasses
        existingObjects = Dictionary(classes.map { (ObjectIdentifier($0), $0.instanceCount) }) { a, _ in a }
        try vm.statement { try PausedLessonEntry.run(script, classes: classes, in: vm) }
      } else {
        vm.resetBudget()
        // One statement for the time limit: the entry and the tasks it made ready.
        try vm.statement {
          try vm.start(script)
          while case .step = try vm.resume() {}
          try vm.drainReady()
        }
      }
      vm.flushOutput()
      var o = Outcome(step: nil, events: Array(trace.events(since: mark)), error: nil, file: file)
      o.echo = result.flatMap { echo(global: $0, lastStatement) }
      o.changedLesson = pausedLesson && (o.events.contains { $0.changesState } || newVariablesHoldLessonObjects())
      return o
    } catch let e as LessonError {
      vm.flushOutput()
      if let result { program.globals[result] = .missing }
      var o = Outcome(step: nil, events: Array(trace.events(since: mark)), error: e, file: file)
      o.changedLesson = pausedLesson && o.events.contains { $0.changesState }
      return o
    } catch {
      return Outcome(
        step: nil, events: [], error: LessonError(.runtime, "internal error: \(error)", at: nil), file: file)
    }
  }

  // MARK: - Explaining and exporting

  /// Everything run so far in this session (entries and lesson steps), for `:export`.
  public private(set) var entries: [TranscriptEntry] = []

  func remember(_ o: Outcome) {
    guard let file = o.file else { return }
    let start = o.step?.start ?? 0
    let end = o.step?.end ?? file.bytes.count
    entries.append(
      TranscriptEntry(
        file: file, index: entries.count, start: start, end: end, line: o.step?.line ?? file.line(of: start),
        narration: o.step?.narration ?? [], events: o.events))
  }

  /// `:graph [x]`: the dependency graph now, around `focus` if given.
  public func graph(focus: String?, depth: Int = 2, format: GraphRenderer.Format = .text) -> String {
    let g = DependencyGraph(of: vm)
    return GraphRenderer.render(focus.map { g.around($0, depth: depth) } ?? g, as: format, focus: focus)
  }

  /// The dependency graph now, as a value (`present` collapses and lays it out itself).
  public func dependencyGraph() -> DependencyGraph { DependencyGraph(of: vm) }

  public func why(_ name: String) -> [String] { ExplanationText.lines(Explain.why(vm, name)) }
  public func whyNot(_ name: String) -> [String] { ExplanationText.lines(Explain.whyNot(vm, name)) }
  public func counts() -> [String] { ExplanationText.lines([vm.viewHost?.countsTable() ?? .noViewsHosted]) }
  public func screen() -> [String] { vm.viewHost?.screenText() ?? ["no views are hosted"] }

  /// `:export FORMAT FILE`: the session as a Markdown handout or a JSON event stream, or the
  /// graph as Mermaid or DOT.
  public func export(format: String) -> String? {
    switch format {
    case "markdown", "md": return Handout.markdown(entries, error: nil)
    case "json": return EventJSON.lines(entries, error: nil)
    case "mermaid": return graph(focus: nil, format: .mermaid)
    case "dot": return graph(focus: nil, format: .dot)
    case "text": return graph(focus: nil, format: .text)
    default: return nil
    }
  }

  /// What fired since the last `:log` (or `#log`), one compact line per event.
  public func log() -> [String] {
    let lines = TraceRenderer.log(trace.events(since: trace.logMark))
    trace.logMark = trace.count
    return lines
  }

  // MARK: - Lessons

  /// Loads a lesson and stops before its first step. The session starts fresh.
  public func load(path: String) throws {
    let file = try LessonRun.load(path: path, limits: limits)
    try load(file)
  }

  /// Loads a lesson from its text. A lesson that does not compile leaves the session as it was.
  public func load(_ file: SourceFile) throws { try LargeStack.run { try loadHere(file) } }

  private func loadHere(_ file: SourceFile) throws {
    let program = Program()
    let trace = Trace(enabled: true)
    let vm = VM(program: program, trace: trace, budget: budget, limits: limits)
    vm.interruptFlag = interruptFlag
    try LessonFile.checkSize(file, limit: limits.source)
    let ownGlobals = program.globals.count
    let compiler = Compiler(program: program, file: file)
    compiler.entriesMayFollow = true
    let script = try SwiftCheck.loading(file) { try compiler.compileScript(try Parser.parse(file)) }
    // Run through once, quietly: what Swift's compiler would refuse, or the playground cannot run,
    // refuses the lesson here, before its first step (`LessonRun.refuse`).
    let trial = LessonRun(file: file, traceEnabled: false, budget: budget, limits: limits)
    trial.run()
    if let e = trial.error, e.refusesTheLesson { throw e }
    vm.stopAtSteps = true
    vm.resetBudget()
    try vm.start(script)
    // Run to the first step marker: nothing before it executes any lesson code.
    let finished: Bool
    if case .finished = try vm.resume() { finished = true } else { finished = false }
    self.program = program
    self.trace = trace
    self.vm = vm
    firstOwnGlobal = ownGlobals
    resultTypes = [:]
    resultCount = 0
    releasedResults = [:]
    pausedResults = []
    lesson = file
    checked = file.acceptedBySwift ? [CheckedEntry(file)] : []
    lessonSteps = compiler.steps
    lessonStarted = true
    lessonFinished = finished
    position = 0
  }

  public var isFinished: Bool { lesson == nil || lessonFinished || position >= lessonSteps.count }

  /// Runs the next top-level statement of the loaded lesson.
  public func step() -> Outcome? {
    let o = LargeStack.run { stepHere() }
    if let o { remember(o) }
    return o
  }

  private func stepHere() -> Outcome? {
    guard let file = lesson, !isFinished else { return nil }
    releaseResultsHoldingObjects()
    let info = lessonSteps[position]
    let mark = trace.count
    vm.stopAtSteps = true
    do {
      let r = try vm.resume()
      if case .finished = r {
        vm.flushOutput()
        lessonFinished = true
      }
      position += 1
      return Outcome(step: info, events: Array(trace.events(since: mark)), error: nil, file: file)
    } catch let e as LessonError {
      vm.flushOutput()
      lessonFinished = true
      position += 1
      return Outcome(step: info, events: Array(trace.events(since: mark)), error: e, file: file)
    } catch {
      lessonFinished = true
      return Outcome(
        step: info, events: [], error: LessonError(.runtime, "internal error: \(error)", at: nil), file: file)
    }
  }

  /// Steps up to (not into) the next `//: ##` section, or to the end.
  public func stepToNextSection() -> [Outcome] {
    var out: [Outcome] = []
    repeat {
      guard let o = step() else { break }
      out.append(o)
      if o.error != nil { break }
    } while !isFinished && !lessonSteps[position].narration.contains(where: { $0.hasPrefix("## ") })
    return out
  }

  /// Steps to the end of the lesson.
  public func continueToEnd() -> [Outcome] {
    var out: [Outcome] = []
    while let o = step() {
      out.append(o)
      if o.error != nil { break }
    }
    return out
  }

  /// Undoes the last step by replaying the lesson from the start, quietly, up to one step
  /// before where it was. A run is a pure function of the lesson's text, so this is exact.
  public func back() throws -> Bool {
    guard let file = lesson, position > 0 else { return false }
    let target = position - 1
    try load(file)
    while position < target, step() != nil {}
    return true
  }

  // MARK: - Introspection for completion

  /// Names declared so far (variables, functions, types), sorted.
  public var declaredNames: [String] {
    program.globalNames.filter { n in
      guard let i = program.globalIndex[n] else { return false }
      switch program.globals[i] {
      case .native, .missing: return false
      case .type(let t): return t is NominalType
      default: return true
      }
    }.sorted()
  }

  /// The standard library's functions and types (`print`, `withObservationTracking`, `Task`).
  public var builtinNames: [String] {
    program.globalNames.filter { n in
      guard let i = program.globalIndex[n] else { return false }
      switch program.globals[i] {
      case .native: return true
      case .type(let t): return !(t is NominalType)
      default: return false
      }
    }.sorted()
  }

  /// Member names of the value a dotted path of globals and stored properties leads to
  /// (`counter` → its properties and methods). Reads raw storage: completion observes nothing.
  public func memberNames(ofPath path: [String]) -> [String] {
    guard let first = path.first else { return [] }
    let root = first.firstIndex(of: "[").map { String(first[..<$0]) } ?? first
    guard let g = program.globalIndex[root] else { return [] }
    var v = program.globals[g]
    if root != first {
      guard let element = rawMember(v, String(first[first.firstIndex(of: "[")!...])) else { return [] }
      v = element
    }
    for name in path.dropFirst() {
      guard let next = rawMember(v, name) else { return [] }
      v = next
    }
    return memberNames(of: v)
  }

  func rawMember(_ v: Value, _ name: String) -> Value? {
    // `metrics[3]`: the member, then the element at that index (an array's, read raw).
    if let open = name.firstIndex(of: "["), name.hasSuffix("]"),
      let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
    {
      let base = open == name.startIndex ? v : rawMember(v, String(name[..<open]))
      guard case .array(let items)? = base?.unwrapped, items.indices.contains(index) else { return nil }
      return items[index]
    }
    switch v.unwrapped ?? .null {
    case .object(let o): return o.cls.fieldsByName[name].map { o.fields[$0.index] }
    case .structValue(let s): return s.type.fieldsByName[name].map { s.fields[$0.index] }
    default: return nil
    }
  }

  func memberNames(of v: Value) -> [String] {
    let t: NominalType?
    switch v.unwrapped ?? .null {
    case .object(let o): t = o.cls
    case .structValue(let s): t = s.type
    case .enumValue(let e): t = e.type
    case .type(let nt as NominalType): return nt.staticMembers.keys.map { program.symbolName($0) }.sorted()
    case .array:
      return ["append", "contains", "count", "filter", "first", "isEmpty", "last", "map", "remove", "sorted"]
    case .string: return ["count", "hasPrefix", "hasSuffix", "isEmpty", "lowercased", "uppercased"]
    case .dict: return ["count", "isEmpty", "keys", "removeValue", "values"]
    default: t = nil
    }
    guard let t else { return [] }
    return t.members.keys.map { program.symbolName($0) }.sorted()
  }
}
