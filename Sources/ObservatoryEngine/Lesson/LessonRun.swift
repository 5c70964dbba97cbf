import Foundation

/// One run of a lesson: parse, compile, then execute top-level statement by top-level statement,
/// collecting what each step printed and fired. A run is a pure function of the lesson's text.
public final class LessonRun {
  public struct StepReport: Sendable {
    public let info: StepInfo
    public let events: [TraceEvent]
  }

  public let file: SourceFile
  public let trace: Trace
  public private(set) var steps: [StepReport] = []
  public private(set) var error: LessonError?
  public private(set) var failedExpectations: [ExpectationFailure] = []
  public private(set) var expectationCount = 0
  /// How many `#expect`s ran (`expectationCount` also counts `assert` and `precondition`).
  public private(set) var expectCount = 0
  public private(set) var stepInfos: [StepInfo] = []
  /// The VM after the run, for the graph at the point where the run stopped.
  public private(set) var vm: VM?
  /// Stop before the first step that starts after this line (`observatory graph --at LINE`).
  public var stopAfterLine: Int?
  /// The limits the run keeps to (`budget`, when given, replaces their instruction limit).
  let limits: Limits
  /// Name objects even when the trace is off (for a graph or an explanation after a quiet run).
  public var namesObjects = false
  /// The order to run each notification's callbacks in (R13), for `observatory verify`'s replay of
  /// a real run; nil: registration order.
  public var siblingOrder: SiblingOrder?

  public init(file: SourceFile, traceEnabled: Bool, budget: Int? = nil, limits: Limits = .standard) {
    self.file = file
    self.trace = Trace(enabled: traceEnabled)
    var limits = limits
    if let budget { limits.instructions = budget }
    self.limits = limits
  }

  /// Loads a lesson file; a missing file, a directory, a device, a file larger than the source
  /// limit or unreadable bytes are reported as errors, and so is every error the Swift compiler
  /// finds in it (`SwiftCheck`, when the command line installed the check).
  public static func load(path: String, limits: Limits = .standard) throws -> SourceFile {
    let file = try LessonFile.read(path: path, limit: limits.source)
    try SwiftCheck.check(file)
    return file
  }

  /// Runs the whole lesson, then calls `onStep` with each step and its events (on the lesson's
  /// own large-stack thread). A run is a pure function of the lesson's text, so running it through
  /// before showing a step is what lets an error Swift's compiler gives, or a limit of the
  /// playground, met half-way refuse the lesson as it loads (`refuse`).
  public func run(onStep: (StepReport) -> Void = { _ in }) {
    LargeStack.run {
      runHere()
      steps.forEach(onStep)
    }
  }

  private func runHere() {
    let program = Program()
    let vm = VM(program: program, trace: trace, limits: limits, prelude: LessonPrelude.isNeeded(by: file))
    self.vm = vm
    vm.naming.isOn = trace.isListening || namesObjects
    vm.runtime.siblingOrder = siblingOrder
    var current: StepInfo? = nil
    var mark = 0
    func flush() {
      guard let info = current else { return }
      steps.append(StepReport(info: info, events: Array(trace.events(since: mark))))
      mark = trace.count
    }
    do {
      try LessonFile.checkSize(file, limit: limits.source)
      let compiler = Compiler(program: program, file: file)
      let script = try SwiftCheck.loading(file) { try compiler.compileScript(try Parser.parse(file)) }
      stepInfos = compiler.steps
      try vm.start(script)
      while true {
        let r = try vm.resume()
        if case .step(let i) = r {
          flush()
          if let stop = stopAfterLine, stepInfos[i].line > stop, !stepInfos[i].isDeclaration {
            vm.flushOutput()
            break
          }
          current = stepInfos[i]
          mark = trace.count
          continue
        }
        vm.flushOutput()
        flush()
        break
      }
    } catch let e as LessonError {
      error = e
      vm.flushOutput()
      if current == nil, let loc = e.loc {
        current = StepInfo(
          index: 0, start: loc.offset, end: loc.offset, line: loc.line, narration: [], isDeclaration: true)
      }
      flush()
    } catch {
      self.error = LessonError(.runtime, "internal error: \(error)", at: nil)
    }
    failedExpectations = vm.failedExpectations
    expectationCount = vm.expectationCount
    expectCount = vm.expectCount
    if let error, error.refusesTheLesson { refuse(error) }
  }

  /// A lesson that meets an error Swift's compiler gives (without the compiler check, the
  /// playground's judgement of one) or a limit of the playground is refused whole: no step, no
  /// output and no check of it is shown, only the error at its place, as if the lesson had not
  /// loaded — never an "unsupported" error after part of the lesson ran (issue 28).
  private func refuse(_ e: LessonError) {
    trace.discard()
    steps = []
    if let loc = e.loc {
      let info = StepInfo(
        index: 0, start: loc.offset, end: loc.offset, line: loc.line, narration: [], isDeclaration: true)
      steps = [StepReport(info: info, events: [])]
    }
    failedExpectations = []
    expectationCount = 0
    expectCount = 0
  }

  /// The program's own output (what `print` wrote), line by line.
  public var outputLines: [String] {
    steps.flatMap { $0.events.compactMap { if case .output(let s) = $0.kind { return s } else { return nil } } }
  }

  /// The lesson's title: the first `//: # Title` line, else the file name.
  public var title: String {
    for s in stepInfos {
      for n in s.narration where n.hasPrefix("# ") { return String(n.dropFirst(2)) }
    }
    return (file.path as NSString).lastPathComponent
  }
}
