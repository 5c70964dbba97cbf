import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryREPL
import ObservatoryVerification

/// `observatory drill [RULE|TOPIC] [--seed S] [--count N]`: prediction drills, each verified
/// against Swift before it is asked (`DrillSession`); `--format html -o FILE` a page of them;
/// `--topics` the topics; `--write-bank DIR` the shipped bank (scripts/make-drill-bank.sh).
struct DrillCommand {
  let args: Arguments
  let style: TextStyle

  func execute() -> Int32 {
    if args.flags.contains("--topics") {
      for t in DrillTopic.all {
        print(
          style.bold(t.id.padding(toLength: 20, withPad: " ", startingAt: 0)) + t.title
            + style.dim(" (" + t.rules.joined(separator: ", ") + ")"))
      }
      return 0
    }
    if let dir = args.options["--write-bank"] { return writeBank(dir) }
    guard args.paths.count <= 1 else {
      writeErr("observatory drill: one rule or topic at a time (observatory drill --topics lists them)")
      return 2
    }
    let topics = args.paths.first.map(DrillTopic.find) ?? DrillTopic.all
    guard !topics.isEmpty else {
      writeErr(
        "observatory drill: no drills for '\(args.paths[0])'; the topics are "
          + DrillTopic.all.map(\.id).joined(separator: ", ") + " (or a rule they practise: R5, R7, R16, ...)")
      return 2
    }
    let seed: UInt64
    if let text = args.options["--seed"] {
      guard let s = UInt64(text) else {
        writeErr("observatory drill: --seed takes a whole number")
        return 2
      }
      seed = s
    } else {
      seed = UInt64.random(in: 1...99_999)
    }
    var count: Int?
    if let text = args.options["--count"] {
      guard let n = Int(text), n > 0 else {
        writeErr("observatory drill: --count takes a number of drills")
        return 2
      }
      count = n
    }
    let supply = VerifiedDrills(toolchain: SwiftToolchain.forCompilerCheck())
    switch args.options["--format"] ?? "text" {
    case "text": break
    case "html": return page(supply: supply, topics: topics, seed: seed, count: count ?? 20)
    case let other:
      writeErr("observatory drill: --format must be text or html, not '\(other)'")
      return 2
    }
    let interactive = isatty(0) == 1
    print(
      style.bold("Drills") + " on " + (args.paths.isEmpty ? "every topic" : topics.map(\.id).joined(separator: ", "))
        + style.dim(" · seed \(seed) (observatory drill --seed \(seed) asks the same ones again)"))
    let session = DrillSession(
      supply: supply, topics: topics, seed: seed, count: count, style: style, width: { TerminalSize.columns() },
      progressPath: CourseProgress.defaultPath(), interactive: interactive,
      read: { prompt in
        if interactive {
          print(prompt, terminator: "")
          _ = StandardOutput.flush()
        }
        return readLine(strippingNewline: true)
      },
      write: { print($0) })
    return session.run()
  }

  /// `--format html -o FILE`: `count` drills on one self-contained page.
  func page(supply: VerifiedDrills, topics: [DrillTopic], seed: UInt64, count: Int) -> Int32 {
    var drills: [VerifiedDrill] = []
    for k in 0..<count {
      let t = topics[k % topics.count]
      switch supply.drill(DrillRequest(topic: t.id, seed: seed &+ UInt64(k), level: (k / topics.count) % 3)) {
      case .success(let v): drills.append(v)
      case .failure(let e):
        writeErr("observatory drill: \(e.description)")
        return 1
      }
    }
    let html = DrillPage.render(drills, seed: seed)
    guard let path = args.options["-o"] ?? args.options["--output"] else {
      print(html, terminator: "")
      return 0
    }
    do { try OutputFile.write(html, to: path) } catch {
      writeErr("observatory drill: \(ErrorText.of(error))")
      return 1
    }
    print("wrote \(drills.count) drills to \(path)")
    return 0
  }

  /// `--write-bank DIR`: every drill of the bank's plan, verified in one batch; those Swift
  /// agrees with are written to DIR (and those it does not, reported).
  func writeBank(_ dir: String) -> Int32 {
    guard let toolchain = SwiftToolchain.forCompilerCheck(), toolchain.isSupported else {
      writeErr("observatory drill --write-bank needs a Swift 6.2 or later toolchain (swiftc on PATH)")
      return 2
    }
    Cleanup.stopOnSignals()
    let supply = VerifiedDrills(toolchain: toolchain, bank: DrillBank(sources: [:], folder: nil), cacheDirectory: nil)
    let generator = DrillGenerator()
    var drills: [Drill] = []
    var status: Int32 = 0
    for r in DrillBank.plan {
      let program = generator.program(DrillTopic.named(r.topic)!, seed: r.seed, level: r.level)
      do { drills.append(try Drill(program)) } catch {
        writeErr("observatory drill: \(error)")
        status = 1
      }
    }
    let checks = supply.verify(drills)
    let fm = FileManager.default
    try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for old in (try? fm.contentsOfDirectory(atPath: dir)) ?? [] where old.hasSuffix(".swift") {
      try? fm.removeItem(atPath: dir + "/" + old)
    }
    var kept = 0
    for (d, c) in zip(drills, checks) {
      guard c.agrees else {
        print("✗ \(d.program.name): \(c.note.replacingOccurrences(of: "\n", with: "\n    "))")
        continue
      }
      try? d.program.source.write(toFile: "\(dir)/\(d.program.name).swift", atomically: true, encoding: .utf8)
      kept += 1
    }
    print("\(kept) of \(drills.count) drills verified against Swift \(toolchain.shortVersion) and written to \(dir)")
    return kept == drills.count ? status : 1
  }
}
