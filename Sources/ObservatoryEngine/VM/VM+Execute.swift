import CLimits

/// The dispatch loop.
extension VM {
  /// Runs `f` (the current fiber, which the caller holds: no reference counted on entry, where
  /// every observer callback comes twice per write) until the frame count drops to `boundary`
  /// (the call that started this loop returned) or a top-level step boundary is reached.
  func execute(_ f: Fiber, boundary: Int) throws -> ExecResult {
    // The running frame's function and closure, held by the frame itself: no reference counting
    // when a call or a return switches frames.
    unowned(unsafe) var proto = f.frames.top.pointee.proto
    var code = proto.codeStart
    var pc = f.frames.top.pointee.pc
    var base = f.frames.top.pointee.base
    unowned(unsafe) var closure = f.frames.top.pointee.closure

    func load() {
      let fr = f.frames.top
      proto = fr.pointee.proto
      code = proto.codeStart
      pc = fr.pointee.pc
      base = fr.pointee.base
      closure = fr.pointee.closure
    }
    func sync() { f.frames.top.pointee.pc = pc }
    unowned(unsafe) let due = runtime.due  // the runtime holds it
    // What a statement or a return released: deinits and released streams' ends run now.
    @inline(__always) func deinitsDue() throws {
      if due.bits != 0 {
        sync()
        try runDeinits()
      }
    }
    var resuming = boundary == 0
    // The watchdog's flag itself, not the object holding it: one load fewer per check. It is
    // checked where the instruction budget is charged, at every statement and every backward jump
    // (every loop turn): straight-line code between two checks is short, and a builtin that loops
    // over a large collection polls the flag itself (`VM.poll`).
    let raised = preemption.flag
    func checkRaised() throws {
      if obs_flag_is_raised(raised) != 0 {
        sync()
        try preempted()
      }
    }
    // A loop's backward jump: the instruction budget counts its body once per turn.
    @inline(__always) func turn(to t: Int) throws {
      try checkRaised()
      sliceLeft &-= pc &- t
      pc = t
      if sliceLeft <= 0 {
        sync()
        try checkpoint()
      }
    }

    while true {
      do {
        if resuming {
          // A fiber that was parked gets what its suspended operation produces.
          resuming = false
          if let v = f.resumeValue {
            f.resumeValue = nil
            try f.push(v)
          }
          if let action = f.resumeAction {
            f.resumeAction = nil
            try f.push(try action())
          }
          if let t = f.resumeThrow {
            f.resumeThrow = nil
            throw LessonThrow(value: t)
          }
        }
        while true {
          var op = code[pc]
          pc &+= 1
          switch op {
          case .pushConst(let i): try f.push(proto.constants[i])
          case .pushInt(let v): try f.push(.int(v))
          case .pushVoid: try f.push(.void)
          case .awaitBegin: f.crossedActor = false
          case .witnessMember(let sym):
            sync()
            let depth = f.frames.count
            try witnessMember(sym)
            if f.frames.count != depth { load() }
          case .actorHop:
            if f.crossedActor {
              f.crossedActor = false
              sync()
              try hopBack()
              return .suspended
            }
          case .pushNull: try f.push(.null)
          case .pushBool(let b): try f.push(.bool(b))
          case .pop:
            var dropped = f.pop()
            Reaper.release(taking: &dropped)
          case .dup: try f.push(f.top)

          case .loadLocal(let s): try f.pushCopy(of: base &+ s)
          case .storeLocal(let s): f.store(f.pop(), at: base &+ s)
          case .addAssignLocal(let s):
            let b = f.pop()
            if case .int(let y) = b, case .int(let x) = f.stack[base &+ s] {
              f.overwriteTrivial(
                at: base &+ s, with: try Arithmetic.quickInts(.add, x, y) ?? Arithmetic.ints(.add, x, y))
            } else {
              sync()
              try addAssign(&f.stack[base &+ s], b)
            }
          case .addAssignGlobal(let g):
            let b = f.pop()
            if case .int(let y) = b, case .int(let x) = program.globals[g] {
              // `count += 1` at the top level
              program.globals.store(try Arithmetic.quickInts(.add, x, y) ?? Arithmetic.ints(.add, x, y), at: g)
            } else {
              sync()
              try addAssignGlobal(g, b)
            }
          case .loadLocalCell(let s):
            guard case .cell(let c) = f.stack[base &+ s] else { throw Fault("internal: local \(s) is not a cell") }
            if case .missing = c.value { throw cellUsedUninitialized(c) }
            try f.push(c.value)
          case .storeLocalCell(let s):
            guard case .cell(let c) = f.stack[base &+ s] else { throw Fault("internal: local \(s) is not a cell") }
            c.value = f.pop()
          case .newCell(let s): f.store(.cell(Cell(f.pop())), at: base &+ s)
          case .newWeakCell(let s):
            let v = f.pop()
            guard v.isNull || v.unwrapped?.asObject != nil else {
              throw Fault.referenceNeedsClass("weak", valueTypeName(v))
            }
            f.stack[base &+ s] = .cell(Cell(v, weak: true))
          case .newUnownedCell(let s):
            let v = f.pop()
            guard v.unwrapped?.asObject != nil else { throw Fault.referenceNeedsClass("unowned", valueTypeName(v)) }
            f.stack[base &+ s] = .cell(Cell(v, weak: true, unowned: true))
          case .loadCapture(let i): try f.push(closure!.captures[i])
          case .loadCaptureCell(let i):
            guard case .cell(let c) = closure!.captures[i] else { throw Fault("internal: capture is not a cell") }
            if case .missing = c.value { throw cellUsedUninitialized(c) }
            try f.push(c.value)
          case .storeCaptureCell(let i):
            guard case .cell(let c) = closure!.captures[i] else { throw Fault("internal: capture is not a cell") }
            c.value = f.pop()
          case .loadGlobal(let g):
            // An integer global (`total` in a top-level loop) is read without copying a `Value`.
            if case .int(let x) = program.globals[g] { try f.push(.int(x)) } else { try f.push(try globalValue(g)) }
          case .loadAccessedGlobal(let g): try f.push(try VariableAccessors.value(self, global: g))
          case .storeAccessedGlobal(let g): try VariableAccessors.assign(self, global: g, f.pop())
          case .storeGlobal(let g):
            if case .cell(let c) = program.globals[g] {
              c.value = f.pop()  // a top-level `weak var`
            } else {
              program.globals.store(f.pop(), at: g)
            }
          case .newGlobalWeakCell(let g):
            let v = f.pop()
            guard v.isNull || v.unwrapped?.asObject != nil else {
              throw Fault.referenceNeedsClass("weak", valueTypeName(v))
            }
            program.setGlobal(g, .cell(Cell(v, weak: true)))
          case .clearLocal(let s): f.store(.void, at: base &+ s)
          case .coerce(let k):
            sync()
            f.top = try Coercion.coerce(self, f.top, proto.shapes[k])
          case .unifyGenericOptionals(let k):
            sync()
            try GenericOptionals.unify(proto.optionalGroups[k], base: base, in: f, vm: self)
          case .wrapForOptionalTypeArgument(let s, let k):
            GenericOptionals.wrapForOptionalTypeArgument(slot: s, index: k, base: base, in: f)
          case .nameObject(let k):
            naming.nameBound(f.top, proto.strings[k])

          case .getMember(let sym):
            sync()
            let depth = f.frames.count
            try getMember(sym)
            if suspendRequest != nil {
              _ = f.pop()
              return .suspended
            }
            if f.frames.count != depth {
              load()
            } else if !runtime.pendingDeinits.isEmpty {
              // `make("x").name`: the temporary object dies once its property is read, and its
              // deinit runs then, before the rest of the expression (Swift 6.3.1 -Onone).
              try runDeinits()
            }
          case .superMember(let sym, let k):
            sync()
            let depth = f.frames.count
            try superMember(sym, proto.constants[k])
            if f.frames.count != depth { load() }
          case .superStore(let sym, let k):
            sync()
            try superStore(sym, proto.constants[k])
          case .delegateInit(let k, let argc, let labels):
            sync()
            guard case .type(let t as NominalType) = proto.constants[k] else { break }
            if let e = t as? EnumType, let raw = e.rawValues, argc == 1,
              program.labelSets[labels] == [program.rawValueSymbol]
            {
              // `self.init(rawValue: ...)` in an enum's initializer: the case with that raw
              // value, or nil (the failable initializer then fails).
              let v = f.stack[f.sp - 1]
              f.truncate(to: f.sp - 2)
              let ci = raw.firstIndex { structurallyEqual($0, v) }
              try f.push(ci.map { .some(.enumValue(EnumValue(type: e, caseIndex: $0, payload: []))) } ?? .null)
              break
            }
            let p = try OverloadResolution.chooseInit(self, t, argc: argc, labels: labels)
            try pushFrame(p, closure: nil, base: f.sp - argc - 1, argc: argc, labels: labels, mode: .initializer)
            load()
          case .getSubscript(let argc):
            sync()
            try getSubscript(argc: argc)
          case .implicitMember(let sym):
            try f.push(.host(ImplicitMember(name: program.symbolName(sym), args: [])))

          case .call(let argc, let labels):
            sync()
            let depth = f.frames.count
            try call(f, argc: argc, labels: labels, calleeIndex: f.sp - argc - 1)
            if suspendRequest != nil { return .suspended }
            if f.frames.count != depth { load() }
          case .localBinaryIntCall(let s, let o, let k):
            if case .int(let x) = f.stack[base &+ s] {
              // `n - 1`, the commonest argument computed for a call, tested before the jump table
              // over every operator (7 instructions on x86-64; the hint makes the code generator
              // peel it off the table).
              if _fastPath(o == .sub), case (let r, false) = x.subtractingReportingOverflow(k) {
                try f.push(.int(r))
              } else {
                try f.push(try Arithmetic.quickInts(o, x, k) ?? Arithmetic.ints(o, x, k))
              }
            } else {
              sync()
              try f.push(try Operators.binary(self, o, f.stack[base &+ s], .int(k)))
            }
            op = code[pc]  // the `callGlobal`, run now
            pc &+= 1
            fallthrough
          case .callGlobal:
            guard case .callGlobal(let g, let argc, let labels) = op else { break }
            sync()
            // A plain call of a top-level function (`fib(n - 1)`) pushes its frame here, on the
            // arguments where they are, and goes on in it (`pushPlainFrame`'s checks, written out
            // so that no call is made; the global keeps the closure, the closure its function).
            if let callee = program.globals[function: g] {
              unowned(unsafe) let p = callee.proto
              if p.plainKey == FunctionProto.plainKey(argc: argc, labels: labels), f.frames.hasRoom,
                f.sp &+ p.plainReserve < f.capacity
              {
                sliceLeft &-= p.plainLength
                if sliceLeft <= 0 { try checkpoint() }
                base = f.sp &- argc &- 1
                f.sp = base &+ p.plainTop
                f.frames.appendWithRoom(
                  Fiber.Frame(
                    proto: p, closure: callee.closure, pc: 0, base: base, mode: .global, closureHeldElsewhere: true))
                proto = p
                closure = callee.closure
                code = p.codeStart
                pc = 0
                break
              }
            }
            let depth = f.frames.count
            try callGlobal(f, g, argc: argc, labels: labels)
            if suspendRequest != nil { return .suspended }
            if f.frames.count != depth { load() }
          case .callMember(let sym, let argc, let labels):
            sync()
            let depth = f.frames.count
            try callMember(sym, argc: argc, labels: labels)
            if suspendRequest != nil { return .suspended }
            if f.frames.count != depth { load() }
          case .callInout(let k):
            sync()
            try callInout(proto, proto.inoutCalls[k])
          case .callPath(let path, let sym, let argc, let labels):
            sync()
            let depth = f.frames.count
            try callPath(proto.paths[Int(path)], Int(sym), argc: argc, labels: labels)
            if f.frames.count != depth { load() }
          case .binaryReturn(let o):
            let b = f.pop()
            if case .int(let y) = b, case .int(let x) = f.top {
              // `a + b`, the commonest operator returned, tested first as `localBinaryIntCall` tests `-`.
              if _fastPath(o == .add), case (let r, false) = x.addingReportingOverflow(y) {
                f.overwriteTrivial(at: f.sp &- 1, with: .int(r))
              } else {
                f.overwriteTrivial(at: f.sp &- 1, with: try Arithmetic.quickInts(o, x, y) ?? Arithmetic.ints(o, x, y))
              }
            } else {
              sync()
              f.top = try Operators.binary(self, o, f.top, b)
            }
            pc &+= 1  // past the `ret`, whose errors these are
            fallthrough
          case .returnLocal:
            if case .returnLocal(let s) = op { try f.pushCopy(of: base &+ s) }
            fallthrough
          case .ret:
            let mode = f.frames.top.pointee.mode
            if !f.hasHandlers, mode == .normal || mode == .global {
              // The common return: the result takes the callee's slot (above it for `.global`)
              // once the frame's other slots are freed (in the order `truncate` frees them), for
              // a caller in this loop or the one that started it (an observer's callback).
              let b = base &+ (mode == .global ? 1 : 0)
              if f.sp == b &+ 2, f.stack[b].isTrivial {
                f.overwriteTrivial(at: b, with: f.pop())  // `fib`'s: the result above its argument
              } else {
                f.moveTop(to: b)
              }
              f.frames.dropLast()
              if f.frames.count <= boundary { return .returned }
              load()
              try deinitsDue()
              break
            }
            try returnFromFrame(f)
            if f.frames.count <= boundary { return .returned }
            load()
            // A function's locals die when it returns, and their deinits run then, before the
            // caller goes on (R12; verified against Swift 6.3.1: `print(f())` prints f's deinits first).
            try deinitsDue()
          case .initField(let i):
            let v = f.pop()
            try initField(selfIndex: base, i, v)

          case .jump(let t):
            if t < pc { try turn(to: t) } else { pc = t }  // backward: a loop's turn
          case .loopJump(let t):
            try turn(to: t)
            // `while i < n` over an integer local: the condition is tested here, as its
            // `localCompareIntJump` would in a dispatch of its own, and so is the body's first
            // `statement` (its poll was this jump's).
            if case .localCompareIntJump(let s, let op, let k, let exit) = code[t],
              case .int(let x) = f.stack[base &+ Int(s)]
            {
              if !Arithmetic.compareInts(op, x, k) {
                pc = exit
              } else if case .statement = code[t &+ 1] {
                pc = t &+ 2
                try deinitsDue()
              } else {
                pc = t &+ 1
              }
            }
          case .jumpIfPresent(let slot, let t):
            if case .missing = f.stack[base &+ slot] {} else { pc = t }
          case .jumpIfFalse(let t):
            if !(try Operators.truth(f.pop())) { pc = t }
          case .jumpIfFalseKeep(let t):
            if !(try Operators.truth(f.top)) { pc = t } else { _ = f.pop() }
          case .jumpIfTrueKeep(let t):
            if try Operators.truth(f.top) { pc = t } else { _ = f.pop() }
          case .bindOptional(let t):
            switch f.top {
            case .null: pc = t
            case .some(let v): f.top = v
            default: break
            }
          case .wrapOptional: f.top = f.top.asOptional
          case .forceUnwrap:
            switch f.top {
            case .null: throw Fault.foundNil
            case .some(let v): f.top = v
            default: break
            }
          case .unwrapOrJump(let t):
            switch f.top {
            case .null:
              _ = f.pop()
              pc = t
            case .some(let v): f.top = v
            default: break
            }
          case .coalesce(let t):
            switch f.top {
            case .null: _ = f.pop()
            case .some(let v):
              f.top = v
              pc = t
            default: pc = t
            }

          case .binary(let op):
            let b = f.pop()
            if case .int(let y) = b, case .int(let x) = f.top {
              f.overwriteTrivial(at: f.sp &- 1, with: try Arithmetic.quickInts(op, x, y) ?? Arithmetic.ints(op, x, y))
            } else {
              sync()
              f.top = try Operators.binary(self, op, f.top, b)
            }
          case .binaryInt(let op, let k):
            if case .int(let x) = f.top {
              f.overwriteTrivial(at: f.sp &- 1, with: try Arithmetic.quickInts(op, x, k) ?? Arithmetic.ints(op, x, k))
            } else {
              sync()
              f.top = try Operators.binary(self, op, f.top, .int(k))
            }
          case .binaryLocal(let op, let s):
            if case .int(let y) = f.stack[base &+ s], case .int(let x) = f.top {
              f.overwriteTrivial(at: f.sp &- 1, with: try Arithmetic.quickInts(op, x, y) ?? Arithmetic.ints(op, x, y))
            } else {
              sync()
              f.top = try Operators.binary(self, op, f.top, f.stack[base &+ s])
            }
          case .compareJump(let op, let t):
            let b = f.pop()
            let a = f.pop()
            if case .int(let y) = b, case .int(let x) = a {
              if !Arithmetic.compareInts(op, x, y) { pc = t }
            } else {
              sync()
              if !(try Operators.truth(try Operators.binary(self, op, a, b))) { pc = t }
            }
          case .compareLocalJump(let op, let s, let t):
            let a = f.pop()
            if case .int(let y) = f.stack[base &+ s], case .int(let x) = a {
              if !Arithmetic.compareInts(op, x, y) { pc = t }
            } else {
              sync()
              if !(try Operators.truth(try Operators.binary(self, op, a, f.stack[base &+ s]))) { pc = t }
            }
          case .compareIntJump(let op, let k, let t):
            let a = f.pop()
            if case .int(let x) = a {
              if !Arithmetic.compareInts(op, x, k) { pc = t }
            } else {
              sync()
              if !(try Operators.truth(try Operators.binary(self, op, a, .int(k)))) { pc = t }
            }
          case .addIntLocal(let s, let k):
            if case .int(let x) = f.stack[base &+ s] {
              f.overwriteTrivial(
                at: base &+ s, with: try Arithmetic.quickInts(.add, x, k) ?? Arithmetic.ints(.add, x, k))
            } else {
              sync()
              try addAssign(&f.stack[base &+ s], .int(k))
            }
          case .localBinaryInt(let s, let op, let k):
            if case .int(let x) = f.stack[base &+ s] {
              try f.push(try Arithmetic.quickInts(op, x, k) ?? Arithmetic.ints(op, x, k))
            } else {
              sync()
              try f.push(try Operators.binary(self, op, f.stack[base &+ s], .int(k)))
            }
          case .localCompareIntJump(let s, let op, let k, let t):
            if case .int(let x) = f.stack[base &+ Int(s)] {
              // `<`, the commonest condition, tested before `compareInts`' jump table.
              if _fastPath(op == .lt) ? x < k : Arithmetic.compareInts(op, x, k) { break }
              pc = t
              // `if n < 2 { ... }` passed over: the next statement's poll and deinits, here.
              if case .statement = code[t] {
                pc = t &+ 1
                try checkRaised()
                try deinitsDue()
              }
            } else {
              sync()
              if !(try Operators.truth(try Operators.binary(self, op, f.stack[base &+ Int(s)], .int(k)))) { pc = t }
            }
          case .storeLocalStatement(let s):
            f.store(f.pop(), at: base &+ s)
            try checkRaised()
            try deinitsDue()
          case .unary(let op): f.top = try Operators.unary(self, op, f.top)
          case .cast(let kind, let type):
            sync()
            f.top = try types.cast(f.top, kind, proto.strings[type])
          case .settleAsyncLet(let s):
            var task = f.stack[base &+ s]
            if case .cell(let c) = task { task = c.value }
            if case .host(let t as TaskHandle) = task, case .running = t.state {
              sync()
              try t.settle(self)
              return .suspended
            }
          case .callTypes(let k):
            if case .host(let t as CallTypes) = proto.constants[k] { f.callTypes = t }
          case .castTo(let kind):
            sync()
            let t = f.pop()
            f.top = try types.cast(f.top, kind, to: t)

          case .makeArray(let n):
            sync()
            try f.push(try Literals.array(self, f, count: n))
          case .makeDict(let n): try f.push(try Literals.dictionary(f, count: n))
          case .makeTuple(let n): try f.push(Literals.tuple(f, count: n))
          case .makeRange(let closed):
            let b = f.pop()
            let a = f.pop()
            sync()
            try f.push(try Literals.range(self, a, b, closed: closed))
          case .makePartialRange(let closed, let from): f.top = Literals.partialRange(f.top, closed: closed, from: from)
          case .interpolate(let n):
            sync()
            try f.push(try Literals.interpolation(self, f, count: n))
          case .makeClosure(let i): try f.push(Literals.closure(proto.nested[i], f, base: base, closure: closure))

          case .storePath(let i):
            sync()
            let depth = f.frames.count
            // Borrowed: the function holds its paths while it runs (no reference counted).
            try Unmanaged.passUnretained(proto)._withUnsafeGuaranteedRef { p in
              try Unmanaged.passUnretained(p.paths[i])._withUnsafeGuaranteedRef { try storePath($0, op: nil) }
            }
            if f.frames.count != depth { load() }
          case .modifyPath(let i, let op):
            sync()
            try Unmanaged.passUnretained(proto)._withUnsafeGuaranteedRef { p in
              try Unmanaged.passUnretained(p.paths[i])._withUnsafeGuaranteedRef { try storePath($0, op: op) }
            }

          case .builderAppend(let slot):
            let v = f.pop()
            if case .void = v {
            } else if case .array(var xs) = f.stack[base &+ slot] {
              f.stack[base &+ slot] = .void
              xs.append(v)
              f.stack[base &+ slot] = .array(xs)
            }
          case .builderResult(let slot):
            guard case .array(let xs) = f.stack[base &+ slot] else { throw Fault("internal: no builder content") }
            try f.push(xs.count == 1 ? xs[0] : .host(BuiltinView(.group, children: xs)))
          case .makeIterator:
            sync()
            f.top = try Builtins.makeIterator(self, f.top)
          case .iterNext(let slot, let target):
            guard case .host(let it as IteratorBox) = f.stack[base &+ slot] else {
              throw Fault("internal: the loop has no iterator")
            }
            sync()
            if let v = try it.next(self) { try f.push(v) } else { pc = target }
          case .forJump(let t):
            try turn(to: t)
            op = code[t]  // the `iterNextStore`, run now
            pc = t &+ 1
            fallthrough
          case .iterNextStore:
            guard case .iterNextStore(let slot, let target, let s) = op else { break }
            // Over an integer range: the next integer without an optional `Value` made.
            var i = 0
            let ended: Bool
            switch IteratorBox.nextInRange(in: f, slot: base &+ slot, &i) {
            case true?:
              f.store(.int(i), at: base &+ s)
              ended = false
            case false?: ended = true
            case nil:
              guard case .host(let it as IteratorBox) = f.stack[base &+ slot] else {
                throw Fault("internal: the loop has no iterator")
              }
              sync()
              if let v = try it.next(self) {
                f.store(v, at: base &+ s)
                ended = false
              } else {
                ended = true
              }
            }
            if ended {
              pc = target
              break
            }
            try checkRaised()
            try deinitsDue()
          case .iterNextAsync(let slot, let target):
            sync()
            switch try Builtins.asyncNext(self, f.stack[base &+ slot]) {
            case .element(let v): try f.push(v)
            case .end: pc = target
            case .parked:
              // Run this instruction again when the loop is woken: an `Observations` iterator
              // evaluates then, a stream delivers what it handed over meanwhile.
              pc -= 1
              sync()
              return .suspended
            }

          case .statement:
            try checkRaised()
            try deinitsDue()
          case .step(let i):
            try checkRaised()
            try deinitsDue()
            if stopAtSteps && nestedRuns == 0 && f === mainFiber {
              sync()
              return .step(i)
            }
            // Run without stopping (`:continue`), each top-level statement still has its own time.
            if nestedRuns == 0 && f === mainFiber { statementStart = Limits.threadCPUTime() }
          case .directive(let i):
            sync()
            try Directives.run(self, proto.directives[i])
          case .check(let i):
            sync()
            try Directives.check(self, proto.checks[i])
          case .noCaseMatched: throw Fault.noCaseMatched
          case .missingReturn(let k): throw Fault.missingReturn(proto.strings[k])
          case .throwError:
            var v = f.pop()
            sync()
            if case .host(let m as ImplicitMember) = v,
              let e = program.enumWithUniqueCase(m.name, payloadCount: m.args.count, conformingTo: "Error")
            {
              // `throw .missing("name")` in a `throws(ValidationError)` function: the case of the
              // one lesson error enum that has it.
              v = try Coercion.coerce(self, v, .enumeration(e.path))
            }
            throw LessonThrow(value: v)
          case .pushHandler(let t):
            f.handlers.append(Fiber.Handler(frameCount: f.frames.count, pc: t, sp: f.sp))
          case .popHandler:
            f.handlers.removeLast()
          case .matchCase(let sym, let bindings, let target):
            let v = f.pop()
            if let payload = try matchCase(v, sym, bindings) {
              for x in payload { try f.push(x) }
            } else {
              pc = target
            }
          }
        }
      } catch let fault as Fault {
        throw lessonError(fault, in: proto, pc: pc)
      } catch let thrown as LessonThrow {
        guard let h = f.handlers.last, h.frameCount > boundary, h.frameCount <= f.frames.count else { throw thrown }
        let leftFrames = try unwind(f, to: h, catching: thrown.value)
        load()
        pc = h.pc
        // The functions the error left released their locals: their deinits run before the
        // handler (verified against Swift 6.3.1 -Onone).
        if leftFrames && !runtime.pendingDeinits.isEmpty {
          sync()
          try runDeinits()
        }
        // An error out of an awaited actor member hops back as a result does (verified against
        // Swift 6.3.1 -Onone: a queued main-actor task runs before the `catch`).
        if f.crossedActor && h.frameCount <= f.crossedActorDepth {
          f.crossedActor = false
          sync()
          try hopBack()
          return .suspended
        }
      }
    }
  }
}
