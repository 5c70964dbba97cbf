/// How a frame ends other than by a plain return: an initializer, a `mutating` method or a call
/// with `inout` arguments returning what its caller expects, an error unwinding to its handler, and
/// a trap given its place in the lesson. Out of the dispatch loop (`execute`) and not inlined into
/// it: a smaller loop keeps its stack and counters in registers (measured with callgrind).
extension VM {
  /// Returns from the innermost frame of `f` in any mode: pops its result, drops the frame and
  /// its slots, and pushes what the caller gets.
  @inline(never)
  func returnFromFrame(_ f: Fiber) throws {
    let result = f.pop()
    let fr = f.frames.removeLast()
    if f.hasHandlers { f.handlers.removeAll { $0.frameCount > f.frames.count } }
    var r = result
    switch fr.mode {
    case .normal, .global: break
    case .initializer: r = try finishInit(fr, result)
    case .mutating:
      var me = f.stack[fr.base]
      if case .cell(let c) = me { me = c.value }  // `self` a closure of the method captured
      r = .tuple([result, me])
    case .inoutFirst:
      var arg = f.stack[fr.base + 1]
      if case .cell(let c) = arg { arg = c.value }
      r = .tuple([result, arg])
    case .inoutArgs:
      var out = [result]
      for (k, isInout) in fr.proto.paramIsInout.enumerated() where isInout {
        var arg = f.stack[fr.base + 1 + k]
        if case .cell(let c) = arg { arg = c.value }
        out.append(arg)
      }
      r = .tuple(out)
    }
    f.truncate(to: fr.mode == .global ? fr.base + 1 : fr.base)
    try f.push(r)
  }

  /// Unwinds `f` to its handler `h` (its innermost), which catches `value`: drops the frames and
  /// slots above it and pushes the value. Returns whether frames were dropped.
  @inline(never)
  func unwind(_ f: Fiber, to h: Fiber.Handler, catching value: Value) throws -> Bool {
    f.handlers.removeLast()
    let leftFrames = f.frames.count > h.frameCount
    if leftFrames { f.frames.removeSubrange(h.frameCount...) }
    f.truncate(to: h.sp)
    try f.push(value)
    return leftFrames
  }

  /// The lesson error for `fault`, raised by the instruction before `pc` of `proto`.
  @inline(never)
  func lessonError(_ fault: Fault, in proto: FunctionProto, pc: Int) -> LessonError {
    let at = max(0, pc - 1)
    // A trap in the prelude's code is reported where the lesson called it (`currentLoc`).
    let loc =
      proto.file === LessonPrelude.parsed.file
      ? currentLoc() : at < proto.locs.count ? SourceLoc(proto.file, proto.locs[at]) : nil
    var message = fault.message
    if let loc, proto.implicitUnwraps.contains(loc.offset),
      message.hasPrefix("unexpectedly found nil while unwrapping")
    {
      message = "unexpectedly found nil while implicitly unwrapping an Optional value"
    }
    let (kind, shown) = fault.shown(acceptedBySwift: loc?.file.acceptedBySwift == true, message)
    return LessonError(kind, shown, at: loc, hint: fault.hint)
  }
}
