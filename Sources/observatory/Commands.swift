import Foundation
import ObservatoryEngine
import ObservatoryPresentation

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
      if args.flags.contains("--disassemble") {
        do { print(try Disassembler.listing(of: file), terminator: "") } catch let e as LessonError {
          writeErr(e.rendered(color: errStyle.color))
          status = 1
        } catch {
          writeErr("\(error)")
          status = 1
        }
        continue
      }
      let format = args.options["--format"] ?? "text"
      guard ["text", "markdown", "json", "html"].contains(format) else {
        writeErr("observatory run: --format must be text, markdown, json or html")
        return 2
      }
      if format == "html" {
        // One self-contained page (`Web/HTMLPage.swift`), to -o FILE or standard output.
        do {
          var failed = false
          let page = try HTMLPage.render(file, failed: &failed)
          if failed {
            writeErr(
              "observatory run: \(TerminalText.visible(path)): an #expect failed or the lesson stopped with an error (the page shows it)"
            )
            status = 1
          }
          if let out = args.options["-o"] ?? args.options["--output"] {
            try OutputFile.write(page, to: out, inputs: [path])
          } else {
            print(page, terminator: "")
          }
        } catch let e as LessonError {
          writeErr(e.rendered(color: errStyle.color))
          status = 1
        } catch {
          writeErr("observatory run: cannot write the page: \(error)")
          status = 1
        }
        continue
      }
      let run = LessonRun(file: file, traceEnabled: !quiet)
      keepUntilExit(run)
      if format != "text" {
        run.trace.keepsCauses = true  // each output event says which callback printed it
        run.run()
        print(format == "json" ? EventJSON.lines(run) : Handout.markdown(run), terminator: "")
        if run.error != nil || !run.failedExpectations.isEmpty { status = 1 }
        continue
      }
      if quiet {
        // Output streams as it happens, so a long lesson shows progress.
        run.run { step in
          for e in step.events { if case .output(let s) = e.kind { print(style.printed(s)) } }
          _ = StandardOutput.flush()
        }
        if let e = run.error {
          writeErr(e.rendered(color: errStyle.color, width: TerminalSize.columns(fd: 2)))
          status = 1
        }
      } else {
        run.run()
        print(
          Transcript.render(
            run, style: style, compare: args.flags.contains("--compare"), width: TerminalSize.columns(),
            verbose: args.flags.contains("--verbose") || args.flags.contains("-v")), terminator: "")
        if run.error != nil { status = 1 }
      }
      for f in run.failedExpectations {
        writeErr(f.rendered())
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
    // With no path: `Lessons/` here, else the course's lessons wherever observatory runs from.
    var defaultFolder = "Lessons"
    if args.paths.isEmpty, !FileManager.default.fileExists(atPath: defaultFolder),
      let root = Course.locate(environment: ProcessInfo.processInfo.environment)
    {
      defaultFolder = root + "/Lessons"
    }
    do { paths = try Checker.lessonPaths(args.paths.isEmpty ? [defaultFolder] : args.paths) } catch let e as LessonError
    {
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
    print(
      "\(paths.count) lesson\(paths.count == 1 ? "" : "s"), "
        + (failed == 0 ? style.green("all passed") : style.red("\(failed) failed")))
    return failed == 0 ? 0 : 1
  }
}

/// `observatory graph LESSON [--at LINE] [--format text|mermaid|dot]`
struct GraphCommand {
  let args: Arguments

  func execute() -> Int32 {
    let formatName = args.options["--format"] ?? "text"
    guard let format = GraphRenderer.Format(rawValue: formatName) else {
      writeErr("observatory graph: --format must be text, mermaid or dot")
      return 2
    }
    var stop: Int? = nil
    if let at = args.options["--at"] {
      guard let n = Int(at), n > 0 else {
        writeErr("observatory graph: --at takes a line number")
        return 2
      }
      stop = n
    }
    let file: SourceFile
    do { file = try LessonRun.load(path: args.paths[0]) } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 1
    } catch {
      writeErr("\(error)")
      return 1
    }
    let run = LessonRun(file: file, traceEnabled: true)
    keepUntilExit(run)
    run.stopAfterLine = stop
    run.run()
    if let e = run.error { writeErr(e.rendered(color: false)) }
    guard let vm = run.vm else { return 1 }
    let text = GraphRenderer.render(DependencyGraph(of: vm), as: format)
    if format == .text {
      for l in LineWrapper(width: TerminalSize.columns()).wrap(text.split(separator: "\n").map(String.init)) {
        print(l)
      }
    } else {
      print(text, terminator: "")
    }
    return run.error == nil ? 0 : 1
  }
}

/// `observatory rule [RULE]`: a rule with its proof, or the list of rules.
struct RuleCommand {
  let args: Arguments
  let style: TextStyle

  func execute() -> Int32 {
    let width = TerminalSize.columns()
    guard !args.paths.isEmpty else {
      print("The rules of Observation the playground follows (observatory rule R7 prints one):")
      for l in Rules.index(style: style, width: width) { print(l) }
      return 0
    }
    let query = args.paths.joined(separator: " ")
    let rules = Rules.find(query)
    guard !rules.isEmpty else {
      writeErr("observatory rule: no rule called '\(query)' (rules are R1–R25 and L1–L5; observatory rule lists them)")
      return 1
    }
    for (k, r) in rules.enumerated() {
      if k > 0 { print("") }
      for l in Rules.render(r, style: style, width: width) { print(l) }
    }
    return 0
  }
}
