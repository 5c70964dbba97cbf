import Foundation
import ObservatoryVerification

/// libFuzzer's driver (linked in by -sanitize=fuzzer), run from this executable's own entry
/// point: SwiftPM names a release executable's `main` after the target, so libFuzzer's `main`
/// is not the one that runs.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// One input through parse, compile, run and every rendering (`FuzzRun`). Returning means the
/// input was handled; a crash or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func observatoryFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzRun.one(bytes)
  return 0
}

// `observatory-fuzz --show FILE...` prints the lesson each saved input stands for (a generated
// one's text, with its entries when it is fed to a REPL) instead of fuzzing.
if CommandLine.arguments.dropFirst().first == "--show" {
  for path in CommandLine.arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    print("// \(path)\n\(FuzzRun.lessonText([UInt8](data)))")
  }
  exit(0)
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, observatoryFuzzOne))
