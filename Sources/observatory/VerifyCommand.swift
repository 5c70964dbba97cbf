import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryVerification

/// `observatory verify LESSON... [--keep DIR] [--jobs N] [--verbose]`, `--generate N [--seed S]`,
/// and `observatory verify LESSON --recorded FILE`.
struct VerifyCommand {
  let args: Arguments
  let style: TextStyle

  func execute() -> Int32 {
    // A signal to verify kills what it started and removes its folders before it ends.
    Cleanup.stopOnSignals()
    if args.options["--recorded"] != nil { return recorded() }
    if args.options["--generate"] != nil { return generated() }
    let paths: [String]
    do { paths = try Checker.lessonPaths(args.paths.isEmpty ? ["Lessons"] : args.paths) } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 2
    } catch {
      writeErr("\(error)")
      return 2
    }
    guard !paths.isEmpty else {
      writeErr("observatory verify: no lessons (.swift files) found")
      return 2
    }
    guard let toolchain = supportedToolchain() else { return 2 }
    var verifier = Verifier(toolchain: toolchain)
    if let jobs = args.options["--jobs"] {
      guard let n = Int(jobs), n > 0 else {
        writeErr("observatory verify: --jobs takes a number of parallel compiler jobs")
        return 2
      }
      verifier.compileJobs = n
    }
    verifier.keepDirectory = args.options["--keep"].map { ($0 as NSString).standardizingPath }
    return report(verifier, verifier.verify(paths: paths))
  }

  /// `--generate N [--seed S]`: random programs, ten to a lesson (one module each).
  func generated() -> Int32 {
    guard let n = Int(args.options["--generate"] ?? ""), n > 0 else {
      writeErr("observatory verify: --generate takes a number of programs")
      return 2
    }
    let seed = args.options["--seed"].map { UInt64($0) } ?? UInt64.random(in: 1...999_999)
    guard let seed else {
      writeErr("observatory verify: --seed takes a whole number")
      return 2
    }
    guard let toolchain = supportedToolchain() else { return 2 }
    var verifier = Verifier(toolchain: toolchain)
    verifier.keepDirectory = args.options["--keep"].map { ($0 as NSString).standardizingPath }
    print("generated programs: \(n), seed \(seed) (reproduce with --generate \(n) --seed \(seed))")
    // The programs' files: kept with --keep, else in a private folder removed on every way out
    // (the seed makes them again).
    let folder = verifier.keepDirectory == nil ? TempFolder.make("generated") : nil
    guard let dir = verifier.keepDirectory ?? folder?.path else {
      writeErr("observatory verify: cannot make a temporary folder")
      return 2
    }
    defer { folder?.remove() }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let files = ProgramGenerator(seed: seed).lessons(count: n).enumerated().map { k, text in
      let path = "\(dir)/generated-\(seed)-\(k).swift"
      try? text.write(toFile: path, atomically: false, encoding: .utf8)
      return SourceFile(path: path, text: text)
    }
    return report(verifier, verifier.verify(files))
  }

  /// The swiftc on PATH, if it can build exported lessons (else says why).
  func supportedToolchain() -> SwiftToolchain? {
    guard let toolchain = SwiftToolchain.find() else {
      writeErr(SwiftToolchain.missingMessage)
      return nil
    }
    guard toolchain.isSupported else {
      writeErr(toolchain.unsupportedMessage)
      return nil
    }
    return toolchain
  }

  /// `LESSON --recorded FILE`: the playground against a run recorded elsewhere, no compiler needed.
  func recorded() -> Int32 {
    guard let file = args.options["--recorded"], args.paths.count == 1 else {
      writeErr(
        "observatory verify: --recorded compares one lesson with one recording: "
          + "observatory verify LESSON --recorded FILE")
      return 2
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      writeErr("observatory verify: cannot read the recording '\(file)'")
      return 2
    }
    let lesson: SourceFile
    do { lesson = try LessonRun.load(path: args.paths[0]) } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 2
    } catch {
      writeErr("\(error)")
      return 2
    }
    let report = Verifier.verify(lesson, recording: String(decoding: data, as: UTF8.self))
    return self.report(nil, report)
  }

  func report(_ verifier: Verifier?, _ report: Verifier.Report) -> Int32 {
    let verbose = args.flags.contains("--verbose") || args.flags.contains("-v")
    for line in report.lines(style: style, verbose: verbose) { print(line) }
    if let keep = verifier?.keepDirectory {
      print(style.dim("exported programs, objects and the batch program are in \(keep)"))
    }
    return report.allAgree ? 0 : 1
  }
}
