import Foundation
import ObservatoryCore

/// `observatory run LESSON... [--quiet]`
struct RunCommand {
  let args: Arguments
  let style: TextStyle
  let errStyle: TextStyle

  func execute() -> Int32 {
    let quiet = args.flags.contains("--quiet") || args.flags.contains("-q")
    var status: Int32 = 0
    for path in args.paths {
      let file: SourceFile
      do { file = try LessonRun.load(path: path) } catch let e as LessonError {
        writeErr(e.rendered(color: errStyle.color))
        status = 1
        continue
      } catch {
        writeErr("\(error)")
        status = 1
        continue
      }
      let run = LessonRun(file: file, traceEnabled: !quiet)
      if quiet {
        // Output streams as it happens, so a long lesson shows progress.
        run.run { step in
          for e in step.events { if case .output(let s) = e.kind { print(s) } }
        }
        if let e = run.error {
          writeErr(e.rendered(color: errStyle.color))
          status = 1
        }
      } else {
        run.run()
        print(Transcript.render(run, style: style, compare: args.flags.contains("--compare")), terminator: "")
        if run.error != nil { status = 1 }
      }
      for f in run.failedExpectations {
        writeErr("\(f.loc.file.path):\(f.loc.line): \(f.message)")
        status = 1
      }
    }
    return status
  }
}

/// `observatory check [PATH...] [--bless]`
struct CheckCommand {
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
    if paths.isEmpty {
      writeErr("observatory check: no lessons (.swift files) found")
      return 2
    }
    let checker = Checker(bless: args.flags.contains("--bless"), style: style)
    var failed = 0
    for p in paths {
      let r = checker.check(p)
      for l in r.lines { print(l) }
      if !r.passed { failed += 1 }
    }
    print("\(paths.count) lesson\(paths.count == 1 ? "" : "s"), " + (failed == 0 ? style.green("all passed") : style.red("\(failed) failed")))
    return failed == 0 ? 0 : 1
  }
}
