import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import ObservatoryVerification
@testable import TestSupport

/// A finished lesson run frees its VM and program: the REPL, `learn` and the fuzzer run lesson
/// after lesson in one process, and a run that stayed alive would keep every value it made.
@Suite struct LeakTests {
  static var lessons: [String] { Repository.swiftFiles(in: Repository.root.appendingPathComponent("Lessons")) }

  @Test func everyLessonRunFreesItsVM() throws {
    var kept: [String] = []
    #expect(LeakTests.lessons.count >= 19)
    for path in LeakTests.lessons {
      weak var vm: VM?
      weak var program: Program?
      do {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let run = LessonRun(file: SourceFile(path: path, text: text), traceEnabled: true)
        run.run()
        vm = run.vm
        program = run.vm?.program
        #expect(vm != nil)
      }
      if vm != nil || program != nil { kept.append((path as NSString).lastPathComponent) }
    }
    #expect(kept.isEmpty, "runs still alive after they finished: \(kept)")
  }

  /// The same for a REPL session fed a lesson entry by entry, as the fuzzer's second mode does.
  @Test func aSessionFreesItsVM() throws {
    var kept: [String] = []
    for path in LeakTests.lessons {
      weak var vm: VM?
      do {
        let session = Session(limits: FuzzRun.limits)
        var scanner = EntryScanner()
        var entry: [String] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
        {
          entry.append(String(line))
          if !scanner.needsMoreInput(after: String(line)) {
            _ = session.evaluate(entry.joined(separator: "\n"))
            entry = []
            scanner = EntryScanner()
          }
        }
        _ = session.graph(focus: nil)
        vm = session.vm
      }
      if vm != nil { kept.append((path as NSString).lastPathComponent) }
    }
    #expect(kept.isEmpty, "sessions still alive after they ended: \(kept)")
  }

  /// Generated lessons (the fuzzer's seeds) fed to a REPL session and inspected, as the fuzzer
  /// does: the session is freed afterwards.
  @Test func aGeneratedSessionIsFreed() throws {
    let seeds = Repository.root.appendingPathComponent("Fuzz/Seeds")
    let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
    #expect(files.count >= 10)
    var kept: [String] = []
    for name in files {
      let bytes = try [UInt8](Data(contentsOf: seeds.appendingPathComponent(name)))
      weak var vm: VM?
      do {
        let session = FuzzRun.runEntries(LessonGenerator.lesson(from: Array(bytes.dropFirst())))
        vm = session.vm
      }
      if vm != nil { kept.append(name) }
    }
    #expect(kept.isEmpty, "sessions still alive after they ended: \(kept)")
  }
}
