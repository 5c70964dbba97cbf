import Foundation
import ObservatoryCore

/// `observatory verify LESSON... [--keep DIR] [--jobs N] [--verbose]`
struct VerifyCommand {
  let args: Arguments
  let style: TextStyle

  func execute() -> Int32 {
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
    guard let toolchain = SwiftToolchain.find() else {
      writeErr(SwiftToolchain.missingMessage)
      return 2
    }
    var verifier = Verifier(toolchain: toolchain)
    if let jobs = args.options["--jobs"] {
      guard let n = Int(jobs), n > 0 else {
        writeErr("observatory verify: --jobs takes a number of parallel compiler jobs")
        return 2
      }
      verifier.compileJobs = n
    }
    verifier.keepDirectory = args.options["--keep"].map { ($0 as NSString).standardizingPath }
    let report = verifier.verify(paths: paths)
    let verbose = args.flags.contains("--verbose") || args.flags.contains("-v")
    for line in report.lines(style: style, verbose: verbose) { print(line) }
    if let keep = verifier.keepDirectory { print(style.dim("exported programs, objects and the batch program are in \(keep)")) }
    return report.allAgree ? 0 : 1
  }
}
