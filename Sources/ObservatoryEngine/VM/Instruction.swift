/// The VM's instruction set, declared once (as Lua's `lopcodes.h` and Wren's `wren_opcodes.h` do):
/// this enum says what each instruction does, and the table below (`Op.info`) gives each one's
/// operands and stack effect for the disassembler and the table's test (`InstructionTableTests`).
///
/// A stack machine in the style of clox and Wren: operands live on the fiber's value stack,
/// locals in fixed slots of the current frame, and every name was resolved to a slot, a global
/// index, a capture index or a member symbol when the lesson was compiled. Instructions are
/// trivially copyable (fetching one does no reference counting): their operands are integers; a
/// type shape or a name is an index into the function's `shapes` or `strings`. No payload is
/// larger than 24 bytes (a slot or a path index is an `Int32` where a fourth word would be), so
/// an instruction is 32 bytes (`InstructionTableTests`).
enum Op {
  // MARK: The commonest instructions without operands
  // Declared first on purpose: the cases without a payload share one tag, and the dispatch tells
  // them apart by comparing with each in declaration order, so these take the fewest comparisons.
  /// The start of a statement: pending deinits run here; budgets and interrupts are checked.
  case statement
  /// Returns the top value to the caller.
  case ret
  /// Drops the top value (its deinit, if it was the last reference, runs at the next statement).
  case pop
  /// Pushes `()`.
  case pushVoid

  // MARK: Constants and the stack
  /// Pushes constant `k` of the function.
  case pushConst(Int)
  /// Pushes an integer literal.
  case pushInt(Int)
  /// Pushes `nil`.
  case pushNull
  /// Pushes `true` or `false`.
  case pushBool(Bool)
  /// Pushes a copy of the top value.
  case dup

  // MARK: Locals, captures and globals
  /// Pushes local slot `s`.
  case loadLocal(Int)
  /// Pops into the slot.
  case storeLocal(Int)
  /// Pushes the value of the `Cell` in the slot (a `var` captured by a closure).
  case loadLocalCell(Int)
  /// Pops into the `Cell` in the slot.
  case storeLocalCell(Int)
  /// Pops a value and puts a new cell holding it in the slot.
  case newCell(Int)
  /// The same for a `weak` local: the cell does not keep its object alive.
  case newWeakCell(Int)
  /// The same for an `unowned` capture: not kept alive, but read as the object itself.
  case newUnownedCell(Int)
  /// Pushes capture `i` of the running closure.
  case loadCapture(Int)
  /// Pushes the value of the cell that capture `i` holds.
  case loadCaptureCell(Int)
  /// Pops into the cell that capture `i` holds.
  case storeCaptureCell(Int)
  /// Pushes global `g`.
  case loadGlobal(Int)
  /// Declares a top-level `weak var`: the global holds a weak cell (loads and stores go through it).
  case newGlobalWeakCell(Int)
  /// Pops into global `g` (into its cell, for a `weak var`).
  case storeGlobal(Int)
  /// A top-level variable with observers or a getter (`VariableAccessors`): calls its getter.
  case loadAccessedGlobal(Int)
  /// Pops the new value and runs the variable's setter, or willSet → store → didSet.
  case storeAccessedGlobal(Int)
  /// `x += rhs` for a plain local: pops rhs and adds it in place (an array or a string appends
  /// without copying, `VM+Uniqueness`).
  case addAssignLocal(Int)
  /// `x += rhs` for a plain global, the same way.
  case addAssignGlobal(Int)
  /// Drops a block's local when the block ends, so objects die where Swift would release them.
  case clearLocal(Int)
  /// Converts the top value as Swift's static type (shape `k`) would have (Int literal → Double,
  /// wrap in Optional).
  case coerce(Int)
  /// At a generic function's entry: wraps the arguments of a generic parameter in Optional when
  /// another argument shows the parameter is an Optional (`optionalGroups[k]`).
  case unifyGenericOptionals(Int)
  /// At a method's entry: wraps the argument in `slot` in Optional when the receiver's type
  /// argument `index` is an Optional (`Stack<String?>`).
  case wrapForOptionalTypeArgument(slot: Int, index: Int)
  /// Names the object on top of the stack after the variable it is stored in (for the trace).
  case nameObject(Int)

  // MARK: Members
  /// Replaces the value on top with its member `symbol` (a property, a bound method); a
  /// computed property's getter runs in a frame of its own.
  case getMember(Int)
  /// `x.m` through a protocol (or a class whose `m` is a protocol's default): the protocol's
  /// witness, where the value's class declares its own `m` without overriding it
  /// (`VM+Dispatch.swift`, `Compiler+Witnesses.swift`).
  case witnessMember(Int)
  /// `super.name` on `self` (on top): the member of the class in constant `type`.
  case superMember(Int, type: Int)
  /// `super.name = value` on `self` (below the value): the setter of the class in constant `type`.
  case superStore(Int, type: Int)
  /// `super.init(...)` / `self.init(...)`: runs an initializer of the type in constant `type` on the
  /// `self` below the arguments, leaving the initialized value.
  case delegateInit(type: Int, argc: Int, labels: Int)
  /// `x[args]`: pops the arguments and the value, pushes the element.
  case getSubscript(argc: Int)
  /// `.name` with its type still unknown: pushes an `ImplicitMember` the context resolves.
  case implicitMember(Int)

  // MARK: Calls and returns
  /// Pops the arguments and the callee below them; pushes what the call returns.
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
  /// `localBinaryInt(slot, op, k)` and the `callGlobal` after it, in one dispatch (`fib(n - 1)`).
  /// The `callGlobal` stays in its place: a jump lands on it, and the call's errors point at it.
  case localBinaryIntCall(slot: Int, BinaryOp, Int)
  /// `binary(op)` and the `ret` after it, in one dispatch (`fib(n - 1) + fib(n - 2)` returned).
  /// The `ret` stays in its place: a jump lands on it, and the return's errors point at it.
  case binaryReturn(BinaryOp)
  /// `x.m(args)`: pops the arguments and the receiver below them; pushes the result.
  case callMember(symbol: Int, argc: Int, labels: Int)
  /// A call of a possibly mutating method on a storage path (`m.items.append(x)`).
  case callPath(path: Int32, symbol: Int32, argc: Int, labels: Int)
  /// A call with `&` arguments (`InoutCallDesc` `k` in the function's table).
  case callInout(Int)
  /// `loadLocal(i)` then `ret`: `return x` of a local. The `statement` before it is dropped: the
  /// read cannot run lesson code, and what died in the statement before has its deinit run by
  /// the return instead, in the same order.
  case returnLocal(Int)
  /// Stores the top value into field `i` of `self` with no observation (initial values, init).
  case initField(Int)
  /// Before an awaited expression: it has not entered an actor yet.
  case awaitBegin
  /// After it: if it entered an actor from outside, the task hops back, behind the jobs waiting
  /// for its actor (a real suspension, R18).
  case actorHop

  // MARK: Jumps and optionals
  /// Jumps to `target` (a backward jump is a loop turn: budgets and interrupts are checked).
  case jump(Int)
  /// A `while` loop's backward jump (a turn, a `continue`): `jump`, and when the target is a
  /// `localCompareIntJump` on an integer, the jump carries it out too, and the `statement` after it.
  case loopJump(Int)
  /// A `for` loop's backward jump to its `iterNextStore`: `jump`, and that instruction in the
  /// same dispatch.
  case forJump(Int)
  /// Skips a parameter's default value when the caller passed the argument.
  case jumpIfPresent(slot: Int, target: Int)
  /// Pops a condition; jumps when it is false.
  case jumpIfFalse(Int)
  /// `&&`: jumps keeping the value when it is false (it decides the result), else pops it.
  case jumpIfFalseKeep(Int)
  /// `||`: jumps keeping the value when it is true, else pops it.
  case jumpIfTrueKeep(Int)
  /// In an optional chain: nil jumps to the chain's end (leaving nil), else unwraps in place.
  case bindOptional(Int)
  /// Wraps the top value in an Optional.
  case wrapOptional
  /// `x!`: unwraps the top value; nil is a trap.
  case forceUnwrap
  /// `if let`: nil pops and jumps; otherwise unwraps in place.
  case unwrapOrJump(Int)
  /// `a ?? b`: a non-nil `a` is unwrapped and jumps past `b`; nil is popped.
  case coalesce(Int)

  // MARK: Operators
  /// Pops two operands, pushes `a op b`.
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
  case localCompareIntJump(slot: Int32, BinaryOp, Int, target: Int)
  /// `storeLocal(slot)` + `statement`: an assignment and the start of the next statement.
  case storeLocalStatement(Int)
  /// Replaces the top value with `op value`.
  case unary(UnaryOp)
  /// `x is T`, `x as T`, `x as? T`, `x as! T` for the type named by string `k`.
  case cast(CastKind, Int)
  /// `x as? T` for a generic parameter bound at run time: pops the type, then casts the value.
  case castTo(CastKind)

  // MARK: Making values
  /// Pops `n` elements, pushes the array of them.
  case makeArray(Int)
  /// Pops `n` key-value pairs, pushes the dictionary of them.
  case makeDict(Int)
  /// Pops `n` elements, pushes the tuple of them.
  case makeTuple(Int)
  /// `a..<b` / `a...b`: pops the bounds, pushes the range.
  case makeRange(closed: Bool)
  /// `..<b`, `...b` (the bound on top) or `a...` (`from`).
  case makePartialRange(closed: Bool, from: Bool)
  /// A string interpolation: pops `n` parts, pushes the string they describe.
  case interpolate(Int)
  /// Pushes a closure of nested function `i`, capturing what it names from this frame.
  case makeClosure(Int)

  // MARK: Storage paths
  /// `path = value`; the stack holds the path's root (if computed), its subscript arguments and
  /// the value.
  case storePath(Int)
  /// `path op= value`, the same way.
  case modifyPath(Int, BinaryOp)

  // MARK: View builders
  /// Pops a value and appends it (unless `()`) to the builder's array in the slot.
  case builderAppend(Int)
  /// Pushes the builder's content: its one view, or a group of them.
  case builderResult(Int)

  // MARK: Loops
  /// Pops a sequence and pushes an iterator over it.
  case makeIterator
  /// Pushes the next element of the iterator in the slot, or jumps when it is exhausted.
  case iterNext(slot: Int, target: Int)
  /// `for await`: the same over an async sequence, suspending while it waits.
  case iterNextAsync(slot: Int, target: Int)
  /// `iterNext(slot, target)` + `storeLocalStatement(into)`: a `for` loop's next element goes
  /// straight into its variable (over an integer range without an optional made), then the body's
  /// first statement starts.
  case iterNextStore(slot: Int, target: Int, into: Int)

  // MARK: Statements, checks and errors
  /// The start of top-level statement `i`: a step boundary for the runner.
  case step(Int)
  /// A playground directive (`#log`, `#graph`, ...; `DirectiveDesc` `i`): pops its arguments.
  case directive(Int)
  /// `#expect` / `assert` / `precondition`: the table entry says which and how to report.
  case check(Int)
  /// `throw`: pops the error and unwinds to the innermost handler.
  case throwError
  /// Installs a `catch` handler at the given pc; `popHandler` removes it.
  case pushHandler(Int)
  /// Removes the innermost `catch` handler.
  case popHandler
  /// The end of a function that must return a value was reached without `return`.
  case missingReturn(Int)
  /// No case of a `switch` without `default` matched.
  case noCaseMatched
  /// `switch` on an enum: pops the subject; on a match pushes the bound payload values, else jumps.
  case matchCase(symbol: Int, bindings: Int, target: Int)
}

// MARK: - The instruction table

extension Op {
  /// An instruction's row in the table: its operands, each with what it indexes, and its stack
  /// effect, written as Forth writes one: `( before -- after )`, the top of the stack rightmost.
  struct Info {
    let operands: [Operand]
    let stack: String
    init(_ operands: [Operand], _ stack: String) {
      self.operands = operands
      self.stack = stack
    }
  }

  /// One operand of an instruction: its label in the enum case (if any), its value, and what
  /// it indexes, which the disassembler looks up to show what the operand stands for.
  struct Operand {
    enum Role { case integer, slot, capture, global, constant, string, shape, symbol, target, count, entry, flag }
    let label: String?
    let value: String
    let index: Int
    let role: Role

    init(_ role: Role, _ index: Int, _ label: String? = nil) {
      self.role = role
      self.index = index
      self.label = label
      value = String(index)
    }
    /// An operator or a flag, shown by name.
    init(_ name: String, _ label: String? = nil) {
      role = .flag
      index = 0
      self.label = label
      value = name
    }

    static func op(_ o: BinaryOp) -> Operand { Operand("BinaryOp.\(o)") }
    static func kind(_ k: CastKind) -> Operand { Operand("CastKind.\(k)") }
    static func flag(_ b: Bool, _ label: String) -> Operand { Operand(String(b), label) }
    static func target(_ t: Int, labeled: Bool = true) -> Operand { Operand(.target, t, labeled ? "target" : nil) }
  }

  /// The table (`lopcodes.h`): each instruction's operands and stack effect. `n`, `argc` and the
  /// like stand for the operand of that name; `args…` for a call's arguments.
  var info: Info {
    switch self {
    case .pushConst(let k): Info([Operand(.constant, k)], "( -- constant )")
    case .pushInt(let v): Info([Operand(.integer, v)], "( -- int )")
    case .pushVoid: Info([], "( -- () )")
    case .pushNull: Info([], "( -- nil )")
    case .pushBool(let b): Info([Operand(String(b))], "( -- bool )")
    case .pop: Info([], "( x -- )")
    case .dup: Info([], "( x -- x x )")

    case .loadLocal(let s): Info([Operand(.slot, s)], "( -- local )")
    case .storeLocal(let s): Info([Operand(.slot, s)], "( x -- )")
    case .loadLocalCell(let s): Info([Operand(.slot, s)], "( -- local )")
    case .storeLocalCell(let s): Info([Operand(.slot, s)], "( x -- )")
    case .newCell(let s): Info([Operand(.slot, s)], "( x -- )")
    case .newWeakCell(let s): Info([Operand(.slot, s)], "( object? -- )")
    case .newUnownedCell(let s): Info([Operand(.slot, s)], "( object -- )")
    case .loadCapture(let i): Info([Operand(.capture, i)], "( -- capture )")
    case .loadCaptureCell(let i): Info([Operand(.capture, i)], "( -- capture )")
    case .storeCaptureCell(let i): Info([Operand(.capture, i)], "( x -- )")
    case .loadGlobal(let g): Info([Operand(.global, g)], "( -- global )")
    case .newGlobalWeakCell(let g): Info([Operand(.global, g)], "( object? -- )")
    case .storeGlobal(let g): Info([Operand(.global, g)], "( x -- )")
    case .loadAccessedGlobal(let g): Info([Operand(.global, g)], "( -- global )")
    case .storeAccessedGlobal(let g): Info([Operand(.global, g)], "( x -- )")
    case .addAssignLocal(let s): Info([Operand(.slot, s)], "( rhs -- )")
    case .addAssignGlobal(let g): Info([Operand(.global, g)], "( rhs -- )")
    case .clearLocal(let s): Info([Operand(.slot, s)], "( -- )")
    case .coerce(let k): Info([Operand(.shape, k)], "( x -- converted )")
    case .unifyGenericOptionals(let k): Info([Operand(.integer, k)], "( -- )")
    case .wrapForOptionalTypeArgument(let s, let k):
      Info([Operand(.slot, s, "slot"), Operand(.integer, k, "index")], "( -- )")
    case .nameObject(let k): Info([Operand(.string, k)], "( x -- x )")

    case .getMember(let sym): Info([Operand(.symbol, sym)], "( x -- member )")
    case .witnessMember(let sym): Info([Operand(.symbol, sym)], "( x -- member )")
    case .superMember(let sym, let k):
      Info([Operand(.symbol, sym), Operand(.constant, k, "type")], "( self -- member )")
    case .superStore(let sym, let k):
      Info([Operand(.symbol, sym), Operand(.constant, k, "type")], "( self value -- )")
    case .delegateInit(let k, let argc, let labels):
      Info(
        [Operand(.constant, k, "type"), Operand(.count, argc, "argc"), Operand(.entry, labels, "labels")],
        "( self args… -- self )")
    case .getSubscript(let argc): Info([Operand(.count, argc, "argc")], "( x args… -- element )")
    case .implicitMember(let sym): Info([Operand(.symbol, sym)], "( -- implicitMember )")

    case .call(let argc, let labels):
      Info([Operand(.count, argc, "argc"), Operand(.entry, labels, "labels")], "( callee args… -- result )")
    case .callTypes(let k): Info([Operand(.constant, k)], "( -- )")
    case .settleAsyncLet(let s): Info([Operand(.slot, s)], "( -- )")
    case .callGlobal(let g, let argc, let labels):
      Info(
        [Operand(.global, g), Operand(.count, argc, "argc"), Operand(.entry, labels, "labels")],
        "( args… -- result )")
    case .binaryReturn(let o): Info([.op(o)], "( a b -- ), returns a op b")
    case .localBinaryIntCall(let s, let o, let k):
      Info([Operand(.slot, s, "slot"), .op(o), Operand(.integer, k)], "( -- result ), then the call after it")
    case .callMember(let sym, let argc, let labels):
      Info(
        [Operand(.symbol, sym, "symbol"), Operand(.count, argc, "argc"), Operand(.entry, labels, "labels")],
        "( receiver args… -- result )")
    case .callPath(let path, let sym, let argc, let labels):
      Info(
        [
          Operand(.entry, Int(path), "path"), Operand(.symbol, Int(sym), "symbol"), Operand(.count, argc, "argc"),
          Operand(.entry, labels, "labels"),
        ], "( root? pathArgs… args… -- result )")
    case .callInout(let k): Info([Operand(.entry, k)], "( callee roots/pathArgs… args… -- result )")
    case .ret: Info([], "( result -- ) → caller ( -- result )")
    case .returnLocal(let s): Info([Operand(.slot, s)], "( -- ) → caller ( -- local )")
    case .initField(let i): Info([Operand(.integer, i)], "( x -- )")
    case .awaitBegin: Info([], "( -- )")
    case .actorHop: Info([], "( -- )")

    case .jump(let t): Info([.target(t, labeled: false)], "( -- )")
    case .loopJump(let t): Info([.target(t, labeled: false)], "( -- )")
    case .forJump(let t): Info([.target(t, labeled: false)], "( -- )")
    case .jumpIfPresent(let s, let t): Info([Operand(.slot, s, "slot"), .target(t)], "( -- )")
    case .jumpIfFalse(let t): Info([.target(t, labeled: false)], "( bool -- )")
    case .jumpIfFalseKeep(let t): Info([.target(t, labeled: false)], "( bool -- bool | )")
    case .jumpIfTrueKeep(let t): Info([.target(t, labeled: false)], "( bool -- bool | )")
    case .bindOptional(let t): Info([.target(t, labeled: false)], "( x? -- x | nil )")
    case .wrapOptional: Info([], "( x -- x? )")
    case .forceUnwrap: Info([], "( x? -- x )")
    case .unwrapOrJump(let t): Info([.target(t, labeled: false)], "( x? -- x | )")
    case .coalesce(let t): Info([.target(t, labeled: false)], "( a? -- a | )")

    case .binary(let o): Info([.op(o)], "( a b -- result )")
    case .binaryInt(let o, let k): Info([.op(o), Operand(.integer, k)], "( a -- result )")
    case .binaryLocal(let o, let s): Info([.op(o), Operand(.slot, s, "slot")], "( a -- result )")
    case .compareJump(let o, let t): Info([.op(o), .target(t)], "( a b -- )")
    case .compareLocalJump(let o, let s, let t): Info([.op(o), Operand(.slot, s, "slot"), .target(t)], "( a -- )")
    case .compareIntJump(let o, let k, let t): Info([.op(o), Operand(.integer, k), .target(t)], "( a -- )")
    case .addIntLocal(let s, let k): Info([Operand(.slot, s, "slot"), Operand(.integer, k)], "( -- )")
    case .localBinaryInt(let s, let o, let k):
      Info([Operand(.slot, s, "slot"), .op(o), Operand(.integer, k)], "( -- result )")
    case .localCompareIntJump(let s, let o, let k, let t):
      Info([Operand(.slot, Int(s), "slot"), .op(o), Operand(.integer, k), .target(t)], "( -- )")
    case .storeLocalStatement(let s): Info([Operand(.slot, s)], "( x -- )")
    case .unary(let o): Info([Operand("UnaryOp.\(o)")], "( a -- result )")
    case .cast(let kind, let k): Info([.kind(kind), Operand(.string, k)], "( x -- result )")
    case .castTo(let kind): Info([.kind(kind)], "( x type -- result )")

    case .makeArray(let n): Info([Operand(.count, n)], "( elements… -- array )")
    case .makeDict(let n): Info([Operand(.count, n)], "( key value … -- dictionary )")
    case .makeTuple(let n): Info([Operand(.count, n)], "( elements… -- tuple )")
    case .makeRange(let closed): Info([.flag(closed, "closed")], "( lower upper -- range )")
    case .makePartialRange(let closed, let from):
      Info([.flag(closed, "closed"), .flag(from, "from")], "( bound -- range )")
    case .interpolate(let n): Info([Operand(.count, n)], "( parts… -- string )")
    case .makeClosure(let i): Info([Operand(.entry, i)], "( -- closure )")

    case .storePath(let i): Info([Operand(.entry, i)], "( root? pathArgs… value -- )")
    case .modifyPath(let i, let o): Info([Operand(.entry, i), .op(o)], "( root? pathArgs… rhs -- )")

    case .builderAppend(let s): Info([Operand(.slot, s)], "( view -- )")
    case .builderResult(let s): Info([Operand(.slot, s)], "( -- view )")

    case .makeIterator: Info([], "( sequence -- iterator )")
    case .iterNext(let s, let t): Info([Operand(.slot, s, "slot"), .target(t)], "( -- element | )")
    case .iterNextAsync(let s, let t): Info([Operand(.slot, s, "slot"), .target(t)], "( -- element | )")
    case .iterNextStore(let s, let t, let into):
      Info([Operand(.slot, s, "slot"), .target(t), Operand(.slot, into, "into")], "( -- )")

    case .statement: Info([], "( -- )")
    case .step(let i): Info([Operand(.entry, i)], "( -- )")
    case .directive(let i): Info([Operand(.entry, i)], "( args… -- )")
    case .check(let i): Info([Operand(.entry, i)], "( (condition | a b) message? -- )")
    case .throwError: Info([], "( error -- ) → handler ( -- error )")
    case .pushHandler(let t): Info([.target(t, labeled: false)], "( -- )")
    case .popHandler: Info([], "( -- )")
    case .missingReturn(let k): Info([Operand(.string, k)], "( -- ) traps")
    case .noCaseMatched: Info([], "( -- ) traps")
    case .matchCase(let sym, let n, let t):
      Info(
        [Operand(.symbol, sym, "symbol"), Operand(.count, n, "bindings"), .target(t)], "( subject -- payload… | )")
    }
  }

  /// The instruction as the disassembler prints it: `callGlobal(3, argc: 1, labels: 0)`.
  var text: String {
    let operands = info.operands
    guard !operands.isEmpty else { return name }
    return name + "(" + operands.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ") + ")"
  }

  /// The instruction's name: its case in the enum.
  var name: String {
    Mirror(reflecting: self).children.first?.label ?? String(describing: self)
  }
}

enum BinaryOp: String {
  case add = "+", sub = "-", mul = "*", div = "/", mod = "%"
  case wrapAdd = "&+", wrapSub = "&-", wrapMul = "&*"
  case eq = "==", ne = "!=", lt = "<", gt = ">", le = "<=", ge = ">="
  case identical = "===", notIdentical = "!=="
  case bitAnd = "&", bitOr = "|", bitXor = "^", shl = "<<", shr = ">>"
  /// `&<<`, `&>>`: shifts by the amount masked to the width (`x &<< 65` is `x << 1`).
  case maskShl = "&<<", maskShr = "&>>"
  /// `~=`: a `case` pattern matching a value (ranges contain, everything else compares equal).
  case match = "~="
  /// `a += b` where the lesson declares an operator function `+=` (`Operators.binary`): that function
  /// for a type that has one, else the plain operator.
  case addAssign = "+=", subAssign = "-=", mulAssign = "*=", divAssign = "/=", modAssign = "%="
}

extension BinaryOp {
  /// `+` for `+=`: the operator a compound assignment applies when no lesson function replaces it.
  var compoundBase: BinaryOp? {
    switch self {
    case .addAssign: return .add
    case .subAssign: return .sub
    case .mulAssign: return .mul
    case .divAssign: return .div
    case .modAssign: return .mod
    default: return nil
    }
  }

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
