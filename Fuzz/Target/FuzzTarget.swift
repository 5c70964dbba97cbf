import ObservatoryCore

/// libFuzzer's entry point: one input through parse, compile, run and every rendering
/// (`FuzzRun`). Returning means the input was handled; a crash or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func observatoryFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzRun.one(bytes)
  return 0
}
