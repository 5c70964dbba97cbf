import Foundation
import Testing

@testable import ObservatoryEngine
@testable import ObservatoryPresentation
@testable import TestSupport

/// The learner's progress file is theirs: a damaged one is set aside (never silently replaced),
/// a huge one is not read, a link is followed, two learners at once keep each other's progress,
/// and nothing is left behind (issue 30). Each runs `observatory learn` as a learner would.
@Suite struct ProgressFileTests {
  struct Home {
    let scratch: Scratch
    var state: String { scratch.path("state/observatory") }
    var progress: String { state + "/progress.json" }
    var environment: [String: String] {
      ["XDG_STATE_HOME": scratch.path("state"), "XDG_DATA_HOME": scratch.path("data")]
    }
    init() throws {
      scratch = try Scratch("progress")
      try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    }
    func learn(_ args: [String], input: String = "", seconds: Double = 300) throws -> (
      status: Int32?, out: String, err: String
    ) {
      try ChildProcess.run(["learn"] + args, input: input, environment: environment, seconds: seconds)
    }
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: state)) ?? []).sorted() }
    func decoded() throws -> CourseProgress {
      try JSONDecoder().decode(CourseProgress.self, from: Data(contentsOf: URL(fileURLWithPath: progress)))
    }
  }

  /// `"hintsShown": -1` made `learn N` of an exercise die with SIGILL and no message.
  /// Lesson 1 run to its end, its two predictions answered.
  static let lessonOne = ":c\n2\n:c\n4\n:c\n"

  @Test func aNegativeHintCountIsZero() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    try #"{"lessons":{"rearm-the-tracking":{"done":false,"hintsShown":-1,"predictions":{}}}}"#
      .write(toFile: home.progress, atomically: true, encoding: .utf8)
    let r = try home.learn(["E3"], input: "hint\nq\n")
    #expect(r.status == 1, "\(r.err.suffix(300))")
    #expect(r.out.contains("hint 1 of"), "\(r.out)")
  }

  /// A file that does not decode was silently a fresh start, overwritten at the next save.
  @Test(arguments: ["", "[]", #"{"lessons":{"x":{"done":"yes"}}}"#, #"{"lessons":{"01-tracked-re"#, "\u{0}\u{1}binary"])
  func aDamagedFileIsSetAsideWithAWarning(_ text: String) throws {
    let home = try Home()
    defer { home.scratch.remove() }
    try text.write(toFile: home.progress, atomically: true, encoding: .utf8)
    let r = try home.learn(["1"], input: Self.lessonOne)
    #expect(r.status == 0, "\(r.err)")
    let bad = home.names.filter { $0.hasPrefix("progress.json.bad-") }
    #expect(bad.count == 1, "\(home.names)")
    #expect(r.err.contains("could not be read") && r.err.contains(bad.first ?? "?"), "\(r.err)")
    #expect(!r.err.contains("NSCocoaErrorDomain"))
    #expect(try String(contentsOfFile: home.state + "/" + bad[0], encoding: .utf8) == text)
    // The lesson run now is recorded in a new file.
    #expect(try home.decoded().isDone("01-tracked-reads"))
  }

  /// A 100 MB file took 22.7 s and 1.7 GB; one over the cap is set aside unread.
  @Test func aHugeFileIsNotRead() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    let big = "{\"lessons\":{" + String(repeating: " ", count: CourseProgress.maxBytes + 10) + "}}"
    try big.write(toFile: home.progress, atomically: true, encoding: .utf8)
    let r = try home.learn([])
    #expect(r.status == 0)
    #expect(r.err.contains("larger than 4 MB"), "\(r.err)")
    #expect(home.names.contains { $0.hasPrefix("progress.json.bad-") })
  }

  /// A pipe where the progress file should be is set aside, not waited on.
  @Test func aPipeInsteadOfTheFileIsNotWaitedOn() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    mkfifo(home.progress, 0o644)
    let r = try home.learn([])
    #expect(r.status == 0, "status \(String(describing: r.status)) (nil: it hung)")
    #expect(r.err.contains("named pipe"), "\(r.err)")
  }

  /// A symbolic link at the progress path was replaced by a plain file.
  @Test func aLinkedFileIsWrittenThroughTheLink() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    let target = home.scratch.path("synced-progress.json")
    symlink(target, home.progress)
    let r = try home.learn(["1"], input: Self.lessonOne)
    #expect(r.status == 0, "\(r.err)")
    var info = stat()
    #expect(lstat(home.progress, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    let progress = try JSONDecoder().decode(
      CourseProgress.self, from: Data(contentsOf: URL(fileURLWithPath: target)))
    #expect(progress.isDone("01-tracked-reads"))
  }

  /// `learn reset` (and every save) leaves nothing beside the file: Foundation's atomic write
  /// left `.dat.nosync*` files when killed.
  @Test func savingLeavesNothingBehind() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    #expect(try home.learn(["1"], input: Self.lessonOne).status == 0)
    #expect(try home.learn(["reset"]).status == 0)
    #expect(home.names == ["progress.json"], "\(home.names)")
    #expect(try home.decoded().lessons.isEmpty)
  }

  /// Two learners at once: A answers a prediction of lesson 3 (and so holds a copy of the
  /// progress), B finishes lesson 1, then A finishes lesson 3. A's stale copy erased B's lesson;
  /// now every change is made to the file as it is, under a lock. Ordered by what A prints, not
  /// by time.
  @Test func twoLearnersKeepEachOthersProgress() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    let a = try ChildProcess(["learn", "3"], environment: home.environment)
    a.write(":c\n1\n")
    #expect(a.waitForOutput("the answer is"), "\(a.stdout.suffix(500))")
    let b = try home.learn(["1"], input: Self.lessonOne)
    #expect(b.status == 0 && b.out.contains("is done"), "\(b.out.suffix(300))")
    // The lesson's second prediction asks for an order: any order is an answer.
    a.write(":c\n1 2 3\n:c\n")
    #expect(a.finish() == 0, "\(a.stderr)")
    #expect(a.stdout.contains("is done"))
    let progress = try home.decoded()
    #expect(progress.isDone("01-tracked-reads"), "B's lesson was lost")
    #expect(progress.isDone("03-one-shot-before-the-store"))
    #expect(progress.lessons["03-one-shot-before-the-store"]?.predictionsAsked == 2)
  }

  /// The exercise watcher checked a pipe saved in place of the learner's file by opening it,
  /// which blocked: `q` stopped answering. Now the check says what it is, and `q` still quits.
  @Test func theExerciseWatcherIsNotBlockedByAPipe() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    let learner = try ChildProcess(["learn", "E3"], environment: home.environment)
    #expect(learner.waitForOutput("✗ not solved yet"), "\(learner.stdout)")
    let copy = home.scratch.path("data/observatory/exercises/rearm-the-tracking.swift")
    let pipe = home.scratch.path("data/observatory/exercises/.pipe")
    mkfifo(pipe, 0o644)
    rename(pipe, copy)
    #expect(learner.waitForOutput("named pipe"), "\(learner.stdout.suffix(400))")
    learner.write("q\n")
    #expect(learner.finish() == 1, "it hung (killed) or ended otherwise")
  }

  /// `HOME=` (empty) wrote to `/.local/state`.
  @Test func anEmptyHomeIsNotTheRootFolder() throws {
    #expect(!XDG.stateHome(["HOME": ""]).hasPrefix("/.local"))
    #expect(!XDG.dataHome(["HOME": "relative"]).hasPrefix("relative"))
    #expect(XDG.stateHome(["HOME": "/home/x"]) == "/home/x/.local/state")
  }

  /// Exercise errors were `NSCocoaErrorDomain` dumps; now they say what went wrong.
  @Test func exerciseErrorsAreSentences() throws {
    let home = try Home()
    defer { home.scratch.remove() }
    // The data folder is a file: the exercises folder cannot be made.
    try "".write(toFile: home.scratch.path("data"), atomically: true, encoding: .utf8)
    let r = try home.learn(["E3"])
    #expect(r.status == 1)
    #expect(r.err.contains("cannot make the folder for your exercises"), "\(r.err)")
    #expect(!r.err.contains("NSCocoaErrorDomain") && !r.err.contains("UserInfo"), "\(r.err)")
  }
}
