import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryVerification

/// `observatory expand LESSON [TYPE]`: what `@Observable` writes for the lesson's classes, from
/// the compiler the check uses (`CompilerGate.observableExpansion`).
struct ExpandCommand {
  let args: Arguments

  func execute() -> Int32 {
    guard let path = args.paths.first, args.paths.count <= 2 else {
      writeErr("observatory expand: which lesson? e.g. observatory expand tracked-reads, or observatory expand 1 Cart")
      return 2
    }
    guard let checker = SwiftCheck.checker else {
      writeErr(
        "observatory expand: the expansion comes from the Swift compiler, and there is none here (no swiftc on "
          + "PATH or $OBSERVATORY_SWIFTC, or --no-compiler-check)")
      return 1
    }
    do {
      let file = try LessonRun.load(path: path)
      let lines = try checker.observableExpansion(of: args.paths.count > 1 ? args.paths[1] : nil, in: [CheckedEntry(file)])
      print(lines.joined(separator: "\n"))
      return 0
    } catch let e as LessonError {
      writeErr(e.rendered(color: styleFor(args, stream: 2).color, width: TerminalSize.columns(fd: 2)))
      return 1
    } catch {
      writeErr("observatory expand: \(error)")
      return 1
    }
  }
}
