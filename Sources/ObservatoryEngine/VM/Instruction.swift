/// The VM's instruction set. A stack machine in the style of clox and Wren: operands live on the
/// fiber's value stack, locals in fixed slots of the current frame, and every name was resolved
/// to a slot, a global index, a capture index or a member symbol when the lesson was compiled.
///
/// Instructions are trivially copyable (fetching one does no reference counting): their operands
/// are integers; a type shape or a name is an index into the function's `shapes` or `strings`.
enum Op {
  case pushConst(Int)
  case pushInt(Int)
  case pushVoid
  /// Before an awaited expression: it has not entered an actor yet.
  /// `x.m` through a protocol (or a class whose `m` is a protocol's default): the protocol's
  /// witness, where the value's class declares its own `m` without overriding it
  /// (`VM+Dispatch.swift`, `Compiler+Witnesses.swift`).
  case witnessMember(Int)
  case awaitBegin
  /// After it: if it entered an actor from outside, the task hops back, behind the jobs waiting
  /// for its actor (a real suspension, R18).
  case actorHop
  case pushNull
  case pushBool(Bool)
  case pop
  case dup

  case loadLocal(Int)
  /// Pops into the slot.
  case storeLocal(Int)
  /// The slot holds a `Cell` (a `var` captured by a closure).
  case loadLocalCell(Int)
  case storeLocalCell(Int)
  /// Pops a value and puts a new cell holding it in the slot.
  case newCell(Int)
  /// The same for a `weak` local: the cell does not keep its object alive.
  case newWeakCell(Int)
  /// The same for an `unowned` capture: not kept alive, but read as the object itself.
  case newUnownedCell(Int)
  case loadCapture(Int)
  case loadCaptureCell(Int)
  case storeCaptureCell(Int)
  case loadGlobal(Int)
  /// Declares a top-level `weak var`: the global holds a weak cell (loads and stores go through it).
  case newGlobalWeakCell(Int)
  case storeGlobal(Int)
  /// A top-level variable with observers or a getter (`VariableAccessors`): the load calls its
  /// getter; the store pops the new value and runs its setter, or willSet → store → didSet.
  case loadAccessedGlobal(Int)
  case storeAccessedGlobal(Int)
  /// `x += rhs` for a plain local or global: pops rhs and adds it in place (an array or a string
  /// appends without copying, `VM+Uniqueness`).
  case addAssignLocal(Int)
  case addAssignGlobal(Int)
  /// Drops a block's local when the block ends, so objects die where Swift would release them.
  case clearLocal(Int)
  /// Converts the top value as Swift's static type would have (Int literal → Double, wrap in Optional).
  case coerce(Int)
  /// Names the object on top of the stack after the variable it is stored in (for the trace).
  case nameObject(Int)

  case getMember(Int)
  /// `super.name` on `self` (on top): the member of the class in constant `type`.
  case superMember(Int, type: Int)
  /// `super.init(...)` / `self.init(...)`: runs an initializer of the type in constant `type` on the
  /// `self` below the arguments, leaving the initialized value.
  case delegateInit(type: Int, argc: Int, labels: Int)
  case getSubscript(argc: Int)
  case implicitMember(Int)
  case keyPath(Int)

  case call(argc: Int, labels: Int)
  /// Just before a call of an overloaded name: the arguments' static types and the result's
  /// (a `CallTypes` constant), which the overload choice takes over the values.
  case callTypes(Int)
  /// The end of an `async let`'s scope: cancels its child (in the slot) if it is still running and
  /// waits for it to end, its result and error dropped.
  case settleAsyncLet(Int)
  /// `f(args)` where `f` names a top-level function: only the arguments are on the stack. A plain
  /// call's frame takes the value below them as its slot 0, which a function never uses
  /// (`Fiber.Mode.global`), and counts no reference; any other call opens a slot below the
  /// arguments for the global's value and does what `loadGlobal(g)` there and `call` would have.
  case callGlobal(Int, argc: Int, labels: Int)
  case callMember(symbol: Int, argc: Int, labels: Int)
  /// A call of a possibly mutating method on a storage path (`m.items.append(x)`).
  case callPath(path: Int, symbol: Int, argc: Int, labels: Int)
  /// A call with `&` arguments (`InoutCallDesc` in the function's table).
  case callInout(Int)
  case ret
  /// `loadLocal(i)` then `ret`: `return x` of a local. The `statement` before it is dropped: the
  /// read cannot run lesson code, and what died in the statement before has its deinit run by
  /// the return instead, in the same order.
  case returnLocal(Int)
  /// Stores the top value into field `i` of `self` with no observation (initial values, init).
  case initField(Int)

  case jump(Int)
  /// Skips a parameter's default value when the caller passed the argument.
  case jumpIfPresent(slot: Int, target: Int)
  case jumpIfFalse(Int)
  /// `&&` / `||`: jump keeping the value when it decides the result, else pop it.
  case jumpIfFalseKeep(Int)
  case jumpIfTrueKeep(Int)
  /// In an optional chain: nil jumps to the chain's end (leaving nil), else unwraps in place.
  case bindOptional(Int)
  case wrapOptional
  case forceUnwrap
  /// `if let`: nil pops and jumps; otherwise unwraps in place.
  case unwrapOrJump(Int)
  /// `a ?? b`: a non-nil `a` is unwrapped and jumps past `b`; nil is popped.
  case coalesce(Int)

  case binary(BinaryOp)
  // Fused instructions: the compiler's peephole (`Compiler.fuse`) emits one of these in place of
  // the pair it names. Each does exactly what the pair does, in one dispatch.
  /// `pushInt(k)` + `binary(op)`: `i < 10`, `n - 1`.
  case binaryInt(BinaryOp, Int)
  /// `loadLocal(slot)` + `binary(op)`: `total + i`.
  case binaryLocal(BinaryOp, slot: Int)
  /// `binary(op)` + `jumpIfFalse(target)`, for a comparison.
  case compareJump(BinaryOp, target: Int)
  /// `binaryLocal(op, slot)` + `jumpIfFalse(target)`, for a comparison: `while i < n`.
  case compareLocalJump(BinaryOp, slot: Int, target: Int)
  /// `binaryInt(op, k)` + `jumpIfFalse(target)`, for a comparison: `while xs.count < 10`.
  case compareIntJump(BinaryOp, Int, target: Int)
  /// `pushInt(k)` + `addAssignLocal(slot)`: `i += 1`.
  case addIntLocal(slot: Int, Int)
  /// `loadLocal(slot)` + `binaryInt(op, k)`: pushes `local op k` (`n - 1`).
  case localBinaryInt(slot: Int, BinaryOp, Int)
  /// `localBinaryInt(slot, op, k)` + `jumpIfFalse(target)`, for a comparison: `if n < 2`.
  case localCompareIntJump(slot: Int, BinaryOp, Int, target: Int)
  /// `storeLocal(slot)` + `statement`: an assignment and the start of the next statement.
  case storeLocalStatement(Int)
  case unary(UnaryOp)
  case cast(CastKind, Int)
  /// `x as? T` for a generic parameter bound at run time: pops the type, then casts the value.
  case castTo(CastKind)

  case makeArray(Int)
  case makeDict(Int)
  case makeTuple(Int)
  case makeRange(closed: Bool)
  /// `..<b`, `...b` (the bound on top) or `a...` (`from`).
  case makePartialRange(closed: Bool, from: Bool)
  case interpolate(Int)
  case makeClosure(Int)

  /// `path = value` / `path op= value`; the stack holds the path's subscript arguments and the value.
  case storePath(Int)
  case modifyPath(Int, BinaryOp)

  /// View builders: append the top value (unless `()`) to the array in the slot; make the result.
  case builderAppend(Int)
  case builderResult(Int)

  /// Pops a sequence and pushes an iterator over it.
  case makeIterator
  /// Pushes the next element, or pops the iterator and jumps when the sequence is exhausted.
  case iterNext(slot: Int, target: Int)
  /// `for await`: the same over an async sequence, suspending while it waits.
  case iterNextAsync(slot: Int, target: Int)

  /// The start of a statement: pending deinits run here; budgets and interrupts are checked.
  case statement
  /// The start of a top-level statement: a step boundary for the runner.
  case step(Int)
  case directive(Int)
  /// `#expect` / `assert` / `precondition`: the table entry says which and how to report.
  case check(Int)
  case throwError
  /// Installs a `catch` handler at the given pc; `popHandler` removes it.
  case pushHandler(Int)
  case popHandler
  /// The end of a function that must return a value was reached without `return`.
  case missingReturn(Int)
  /// No case of a `switch` without `default` matched.
  case noCaseMatched
  /// `switch` on an enum: pops the subject; on a match pushes the bound payload values, else jumps.
  case matchCase(symbol: Int, bindings: Int, target: Int)
}

enum BinaryOp: String {
  case add = "+", sub = "-", mul = "*", div = "/", mod = "%"
  case wrapAdd = "&+", wrapSub = "&-", wrapMul = "&*"
  case eq = "==", ne = "!=", lt = "<", gt = ">", le = "<=", ge = ">="
  case identical = "===", notIdentical = "!=="
  case bitAnd = "&", bitOr = "|", bitXor = "^", shl = "<<", shr = ">>"
  /// `~=`: a `case` pattern matching a value (ranges contain, everything else compares equal).
  case match = "~="
}

extension BinaryOp {
  /// The operators whose result a condition tests (a fused `compareJump` may take their place).
  var isComparison: Bool {
    switch self {
    case .eq, .ne, .lt, .gt, .le, .ge, .match: return true
    default: return false
    }
  }
}

enum UnaryOp: String {
  case neg = "-", not = "!", bitNot = "~"
}
