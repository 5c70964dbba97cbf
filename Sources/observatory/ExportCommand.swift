import Foundation
import ObservatoryEngine
import ObservatoryVerification

/// `observatory export LESSON --swift [--traced] [-o FILE]`
struct ExportCommand {
  let args: Arguments

  func execute() -> Int32 {
    guard args.flags.contains("--swift") else {
      writeErr("observatory export: say which format: observatory export LESSON --swift")
      return 2
    }
    guard args.paths.count == 1 else {
      writeErr("observatory export: which lesson? e.g. observatory export Lessons/01-tracked-reads.swift --swift")
      return 2
    }
    let export: SwiftExport
    do {
      export = try SwiftExport.export(
        try LessonRun.load(path: args.paths[0]), traced: args.flags.contains("--traced"))
    } catch let e as LessonError {
      writeErr(e.rendered(color: false))
      return 1
    } catch {
      writeErr("\(error)")
      return 1
    }
    if let out = args.options["-o"] ?? args.options["--output"] {
      do { try OutputFile.write(export.source, to: out, inputs: [args.paths[0]]) } catch {
        writeErr("observatory export: \(error)")
        return 1
      }
    } else {
      print(export.source, terminator: "")
    }
    return 0
  }
}
