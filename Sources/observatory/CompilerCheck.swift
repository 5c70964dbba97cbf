import Foundation
import ObservatoryEngine
import ObservatoryPresentation
import ObservatoryVerification

/// Installs the compiler check (`SwiftCheck`, `CompilerGate`) for a command that opens lessons:
/// the `swiftc` named by `$OBSERVATORY_SWIFTC`, else the first on PATH. Without one (or with
/// `--no-compiler-check`) lessons run unchecked, and the first case says so once. Returns an
/// error message for a bad `--warnings` value.
func installCompilerCheck(_ args: Arguments) -> String? {
  let warnings = args.options["--warnings"] ?? "all"
  guard warnings == "all" || warnings == "none" else { return "--warnings must be all or none" }
  guard !args.flags.contains("--no-compiler-check") else { return nil }
  let found = SwiftToolchain.forCompilerCheck()
  guard let toolchain = found, toolchain.isSupported else {
    let message =
      "observatory: "
      + (found.map { "the Swift compiler found (\($0.swiftc): \($0.version)) is older than Swift 6.2" }
        ?? "no Swift compiler found (no swiftc on PATH, and $OBSERVATORY_SWIFTC is not set)")
      + ": lessons run without Swift's own check, so code that Swift refuses may run. "
      + "Install Swift 6.2 or later from https://swift.org/install, or pass --no-compiler-check."
    writeErr(LineWrapper(width: TerminalSize.columns(fd: 2)).wrap(message).joined(separator: "\n"))
    return nil
  }
  SwiftCheck.checker = CompilerGate(toolchain: toolchain)
  if warnings == "all" {
    let style = styleFor(args, stream: 2)
    var shown = Set<String>()
    SwiftCheck.warnings = { list in
      for w in list {
        // Once per lesson and place: the exercise watcher checks the same file again on each save.
        let key = "\(w.loc?.description ?? "")\u{0}\(w.message)"
        guard shown.insert(key).inserted else { continue }
        writeErr(style.dim(w.rendered(color: false, width: TerminalSize.columns(fd: 2))))
      }
    }
  }
  return nil
}
