/// Compiles syntax trees to VM code. Every name is resolved here, once: to a local slot, a
/// captured cell, a global index, or a member symbol. The REPL compiles each entry with the same
/// compiler, so declarations persist across entries.
public final class Compiler {
  let program: Program
  var file: SourceFile
  var fn: FunctionState!
  /// Where the callee of the call being compiled starts: a function named there is called, not
  /// used as a value (`Compiler+FunctionValues.swift`).
  var calleeStart = -1
  /// Top-level statements of the script being compiled, for the runner's step table.
  package var steps: [StepInfo] = []
  /// The REPL's echo: when the script's last statement is an expression, its value is stored in
  /// this global instead of being dropped.
  package var echoGlobal: Int?
  /// The globals the script being compiled declares with `func`: they hold their closures
  /// before any of its code runs, so a call of one may be `callGlobal`.
  var scriptFunctions: Set<Int> = []
  /// The first-compiled of each group of local overloads being compiled, by the group's first
  /// declaration (`Compiler+LocalOverloads`).
  var localOverloadSets: [Int: FunctionProto] = [:]
  /// The initializer being compiled is typed `[Any]`-like (`takeExistentialElements`).
  var existentialElements = false
  /// The literal being compiled is a declaration's value whose type is written (`[Any?]` wraps
  /// its elements, which an `as Any` element alone would not say).
  var declaredLiteralType = false
  /// Pending jumps of each optional chain being compiled (innermost last).
  var chainJumps: [[Int]] = []
  /// Where the expression being compiled was stamped with a printed static type
  /// (`Compiler+PrintedTypes.swift`): an expression inside it located there is not stamped again.
  var stampedLocation: Int?
  /// The static types of a closure literal's parameters where its call tells them (`gs.map { $0... }`
  /// over `gs: [any Greeter]`), by the closure's source offset (`Compiler+Protocols.swift`).
  var closureParamTypes: [Int: [TypeExpr?]] = [:]
  /// The result a closure literal without one takes from its context's function type, by the
  /// closure's source offset (`Compiler+ClosureResults.swift`).
  var closureResultTypes: [Int: TypeExpr] = [:]
  /// `(+)` given where a `(Double, Double) -> Double` goes (`Compiler+ClosureResults`), by offset.
  var doubleOperatorValues: Set<Int> = []
  /// The root types of key paths passed where a call tells them (`items.map(\.name)` over
  /// `items: [any Named]`), by the key path's source offset.
  var keyPathRoots: [Int: TypeExpr] = [:]
  /// The type a call's result is used as, where a declaration, a `return` or an `as` says it
  /// (`let n: Int = parse(s)`), by the call's source offset (`Compiler+Overloads.swift`).
  var resultContext: [Int: TypeExpr] = [:]
  /// Names `staticTypeName` gives a generic function's own parameters while it writes a type
  /// built from them (`Compiler+FunctionTypeArguments.swift`).
  var typeNameStandIns: [String: (plain: String, qualified: String)] = [:]
  /// Integer literals a declaration, a `return` or an `as` makes `Double`s inside literal
  /// arithmetic (`let x: Double = 3 / 2`), by offset (`Compiler+LiteralArithmetic.swift`).
  var doubleContextLiterals: Set<Int> = []
  /// Generic values made where their context gives their arguments (an enum case's associated
  /// value), by the expression's span (`Compiler+ContextTypeArguments.swift`).
  var contextShapes: [ExprSpan: TypeShape] = [:]
  /// Variables declared without a type whose value is made from an existential
  /// (`Compiler+ExistentialValues.swift`): locals by name (a stand-in for their type, so a later
  /// local of that name is one too: a refusal, never a wrong name), globals by slot.
  var existentialDerivedNames: Set<String> = []
  var existentialDerivedGlobals: Set<Int> = []
  /// The offset of the literal whose literal initializer is being compiled: the literal inside
  /// that call is the literal itself (`Compiler+SwiftTypes.swift`).
  var literalInitInside: Int? = nil
  /// Compiling `Swift.min(...)`'s call of the global function (`Compiler+Calls.swift`).
  var moduleQualifiedCall = false
  /// How many `await` operands enclose the code being compiled (in this closure): an awaited
  /// `next()` is an async iterator's or a task group's, not an unfold sequence's mutating one.
  var awaitDepth = 0
  /// The offset of the `sequence(state:next:)` call whose types are being kept: that call inside
  /// is compiled as any other (`Compiler+UnfoldTypes.swift`).
  var unfoldTypedInside: Int? = nil
  /// The offset of the `Task { ... }` call whose types are being kept (`Compiler+TaskTypes.swift`).
  var taskTypedInside: Int? = nil
  /// The `makeIterator()` or `drop(while:)` call being compiled inside its String storage stamp
  /// (`Compiler+StringIterators.swift`).
  var stringStampedInside: Int? = nil
  /// The script's statements, and where each of its expressions is used (read once, when a value
  /// the compiler cannot type needs it: `ValueUses`).
  var scriptStatements: [Stmt] = []
  /// Whether the script's own code (not a function's or a closure's) has an `await`: Swift then
  /// compiles the top level as an async function, whose `for`-`in` loops keep their sequence alive
  /// to the end of the program (`compileFor`).
  var topLevelAwaits = false
  var readValueUses: ValueUses? = nil
  var valueUses: ValueUses {
    if let u = readValueUses { return u }
    let u = ValueUses(scriptStatements)
    readValueUses = u
    // The prelude's long literals are trap messages, never a String the lesson holds.
    if u.hasLongStringLiteral && file !== LessonPrelude.parsed.file { program.sawLongStringLiteral = true }
    return u
  }
  /// A REPL session: later entries may use (and print) what this script declares.
  package var entriesMayFollow = false

  public init(program: Program, file: SourceFile) {
    self.program = program
    self.file = file
  }

  func error(_ message: String, at offset: Int, hint: String? = nil) -> LessonError {
    LessonError(.compile, message, at: SourceLoc(file, offset), hint: hint)
  }

  // MARK: - Emitting

  @discardableResult
  func emit(_ op: Op, _ offset: Int) -> Int {
    let count = fn.proto.code.count
    // The peephole: never fold the instruction at a jump target into the one before it.
    if count > fn.labelBarrier, let last = fn.proto.code.last,
      let (fused, at) = Compiler.fuse(last, fn.proto.locs[count - 1], op, offset)
    {
      fn.proto.code.removeLast()
      fn.proto.locs.removeLast()
      return emit(fused, at)  // it may fuse again with the instruction before
    }
    fn.proto.code.append(op)
    fn.proto.locs.append(offset)
    return fn.proto.code.count - 1
  }

  /// The fused instruction (`Op.binaryInt` and the rest) that does what `first` then `second`
  /// do, and where its errors point: at the operator it carries out.
  private static func fuse(_ first: Op, _ firstAt: Int, _ second: Op, _ secondAt: Int) -> (Op, Int)? {
    switch (first, second) {
    case (.pushInt(let k), .binary(let b)): return (.binaryInt(b, k), secondAt)
    case (.loadLocal(let s), .binary(let b)): return (.binaryLocal(b, slot: s), secondAt)
    case (.loadLocal(let s), .binaryInt(let b, let k)): return (.localBinaryInt(slot: s, b, k), secondAt)
    case (.binary(let b), .jumpIfFalse(let t)) where b.isComparison: return (.compareJump(b, target: t), firstAt)
    case (.binaryLocal(let b, let s), .jumpIfFalse(let t)) where b.isComparison:
      return (.compareLocalJump(b, slot: s, target: t), firstAt)
    case (.binaryInt(let b, let k), .jumpIfFalse(let t)) where b.isComparison:
      return (.compareIntJump(b, k, target: t), firstAt)
    case (.localBinaryInt(let s, let b, let k), .jumpIfFalse(let t)) where b.isComparison:
      return (.localCompareIntJump(slot: Int32(s), b, k, target: t), firstAt)
    case (.pushInt(let k), .addAssignLocal(let s)): return (.addIntLocal(slot: s, k), secondAt)
    case (.storeLocal(let s), .statement): return (.storeLocalStatement(s), firstAt)
    case (.iterNext(let slot, let t), .storeLocalStatement(let s)):
      return (.iterNextStore(slot: slot, target: t, into: s), firstAt)
    case (.loadLocal(let s), .ret): return (.returnLocal(s), secondAt)
    case (.statement, .returnLocal(let s)): return (.returnLocal(s), secondAt)
    case (.statement, .localCompareIntJump(let s, let b, let k, let t)):
      // `if n < 2` opening a statement: comparing a local runs no lesson code and frees nothing,
      // so the statement's poll and deinits wait for the next statement (a loop's condition is
      // a jump target and keeps its statement).
      return (.localCompareIntJump(slot: s, b, k, target: t), secondAt)
    default: return nil
    }
  }

  /// Once a function is complete: a forward `jump` to a return becomes that return (the `jump`
  /// past the other branch of `n < 2 ? n : fib(n - 1)`), a `loadLocal` just before a `ret`
  /// becomes `returnLocal`, as the peephole makes it where no jump lands on the `ret`, and a
  /// `localBinaryInt` before a `callGlobal` becomes `localBinaryIntCall`, a `binary` before a `ret`
  /// `binaryReturn`. Each is
  /// rewritten in place, with the source offset of the return: no instruction moves, and a jump
  /// into the middle still finds what it found (`FastPathTests`).
  func shortenReturns() {
    let code = fn.proto.code
    for (i, op) in code.enumerated() {
      guard case .jump(let t) = op, t > i, t < code.count else { continue }
      switch code[t] {
      case .ret, .returnLocal:
        fn.proto.code[i] = code[t]
        fn.proto.locs[i] = fn.proto.locs[t]
      default: break
      }
    }
    for i in fn.proto.code.indices.dropLast() {
      switch (fn.proto.code[i], fn.proto.code[i + 1]) {
      case (.loadLocal(let s), .ret):
        fn.proto.code[i] = .returnLocal(s)
        fn.proto.locs[i] = fn.proto.locs[i + 1]
      case (.localBinaryInt(let s, let b, let k), .callGlobal):
        fn.proto.code[i] = .localBinaryIntCall(slot: s, b, k)
      case (.binary(let b), .ret): fn.proto.code[i] = .binaryReturn(b)
      default: break
      }
    }
  }

  /// The index of the next instruction, taken as a jump target: the peephole will not fold the
  /// instruction emitted there into the one before it.
  var here: Int {
    fn.labelBarrier = fn.proto.code.count
    return fn.proto.code.count
  }

  /// A type shape operand: its index in the function's `shapes`.
  func shape(_ s: TypeShape) -> Int {
    fn.proto.shapes.append(s)
    return fn.proto.shapes.count - 1
  }

  /// A name operand: its index in the function's `strings`.
  func string(_ s: String) -> Int {
    if let i = fn.proto.strings.firstIndex(of: s) { return i }
    fn.proto.strings.append(s)
    return fn.proto.strings.count - 1
  }

  /// Points the jump at `index` to `target` (default: the next instruction).
  func patch(_ index: Int, to target: Int? = nil) {
    let t = target ?? here
    switch fn.proto.code[index] {
    case .jump: fn.proto.code[index] = .jump(t)
    case .jumpIfFalse: fn.proto.code[index] = .jumpIfFalse(t)
    case .compareJump(let b, _): fn.proto.code[index] = .compareJump(b, target: t)
    case .compareIntJump(let b, let k, _): fn.proto.code[index] = .compareIntJump(b, k, target: t)
    case .compareLocalJump(let b, let s, _): fn.proto.code[index] = .compareLocalJump(b, slot: s, target: t)
    case .localCompareIntJump(let s, let b, let k, _):
      fn.proto.code[index] = .localCompareIntJump(slot: s, b, k, target: t)
    case .jumpIfFalseKeep: fn.proto.code[index] = .jumpIfFalseKeep(t)
    case .jumpIfTrueKeep: fn.proto.code[index] = .jumpIfTrueKeep(t)
    case .bindOptional: fn.proto.code[index] = .bindOptional(t)
    case .unwrapOrJump: fn.proto.code[index] = .unwrapOrJump(t)
    case .coalesce: fn.proto.code[index] = .coalesce(t)
    case .iterNext(let slot, _): fn.proto.code[index] = .iterNext(slot: slot, target: t)
    case .iterNextStore(let slot, _, let s): fn.proto.code[index] = .iterNextStore(slot: slot, target: t, into: s)
    case .iterNextAsync(let slot, _): fn.proto.code[index] = .iterNextAsync(slot: slot, target: t)
    case .pushHandler: fn.proto.code[index] = .pushHandler(t)
    case .jumpIfPresent(let slot, _): fn.proto.code[index] = .jumpIfPresent(slot: slot, target: t)
    case .matchCase(let s, let b, _): fn.proto.code[index] = .matchCase(symbol: s, bindings: b, target: t)
    default: break
    }
  }

  func constant(_ v: Value) -> Int {
    fn.proto.constants.append(v)
    return fn.proto.constants.count - 1
  }

  // MARK: - Scopes

  func pushScope() {
    fn.scopes.append([:])
    fn.scopeSlots.append([])
    fn.cleanupMarks.append(fn.cleanups.count)
  }

  /// Ends a block: its deferred code runs, and its slots (locals and hidden temporaries) are
  /// cleared so objects die where Swift releases them: the last declared first (as unoptimized
  /// Swift releases them; verified against Swift 6.3.1 -Onone, `Language/loop-lifetimes`).
  /// Returns the cleared slots (a loop's or an `if`'s other exit clears them too).
  @discardableResult
  func popScope(_ offset: Int, beforeClearing: () -> Void = {}) throws -> [Int] {
    try closeCleanups(downTo: fn.cleanupMarks.removeLast())
    beforeClearing()
    fn.scopes.removeLast()
    let slots = fn.scopeSlots.removeLast()
    clearSlots(slots, offset)
    return slots
  }

  /// Clears slots, the last declared first.
  func clearSlots(_ slots: [Int], _ offset: Int) {
    for slot in slots.reversed() { emit(.clearLocal(slot), offset) }
  }

  /// True at the top level of a script, where `let`/`var` declare globals.
  var atGlobalScope: Bool { fn.isScript && fn.scopes.count == 1 }

  func declareLocal(
    _ name: String, isLet: Bool, shape: TypeShape? = nil, forceCell: Bool = false, asyncLet: Bool = false,
    type: TypeExpr? = nil
  ) -> Local {
    let slot = fn.nextSlot
    fn.nextSlot += 1
    fn.proto.slotCount = max(fn.proto.slotCount, fn.nextSlot)
    let isCell = forceCell || (!isLet && fn.capturedNames.contains(name))
    fn.scopeSlots[fn.scopeSlots.count - 1].append(slot)
    var local = Local(slot: slot, isCell: isCell, isLet: isLet, shape: shape)
    local.isAsyncLet = asyncLet
    local.declaredType = type
    if name != "_" { fn.scopes[fn.scopes.count - 1][name] = local }
    return local
  }

  /// A slot no name refers to (loop iterators, switch subjects).
  func hiddenSlot() -> Int {
    let slot = fn.nextSlot
    fn.scopeSlots[fn.scopeSlots.count - 1].append(slot)
    fn.nextSlot += 1
    fn.proto.slotCount = max(fn.proto.slotCount, fn.nextSlot)
    return slot
  }

  /// Stores the value on top of the stack into a freshly declared local.
  func storeNew(_ local: Local, _ offset: Int) {
    if local.isCell { emit(.newCell(local.slot), offset) } else { emit(.storeLocal(local.slot), offset) }
  }

  // MARK: - Names

  enum Resolved {
    case local(Local)
    case capture(Int, isCell: Bool, isLet: Bool)
    case global(Int)
    case selfMember(String)
  }

  func resolve(_ name: String) -> Resolved? { resolve(name, in: fn) }

  /// The local `name` refers to here, in this function or one it is nested in (nil for a global
  /// or a member); unlike `resolve`, adds no capture.
  func declaredLocal(_ name: String) -> Local? {
    var f: FunctionState? = fn
    while let s = f {
      for scope in s.scopes.reversed() { if let l = scope[name] { return l } }
      f = s.parent
    }
    return nil
  }

  private func resolve(_ name: String, in f: FunctionState) -> Resolved? {
    for scope in f.scopes.reversed() { if let l = scope[name] { return .local(l) } }
    if let c = f.captureIndex[name] { return .capture(c.index, isCell: c.isCell, isLet: c.isLet) }
    if let parent = f.parent, let outer = resolve(name, in: parent) {
      switch outer {
      case .local(let l):
        return addCapture(
          name, to: f, source: l.isCell ? .localCell(l.slot) : .local(l.slot), isCell: l.isCell, isLet: l.isLet)
      case .capture(let i, let isCell, let isLet):
        return addCapture(name, to: f, source: isCell ? .captureCell(i) : .capture(i), isCell: isCell, isLet: isLet)
      case .global, .selfMember:
        return outer
      }
    }
    if let t = f.selfType, hasMember(t, name) { return .selfMember(name) }
    // A type nested in the enclosing type (or its outer types) shadows a global of that name.
    var enclosing = f.selfType
    while let t = enclosing {
      if let nested = t.nestedTypes[name], let i = program.globalIndex[nested.path] { return .global(i) }
      enclosing = t.outer
    }
    if let t = f.selfType, t is ProtocolInfo || t.declaration == nil, t.member(program.symbol(name)) == nil,
      isRequirementOrBuiltinMember(t, name)
    {
      return .selfMember(name)
    }
    if let i = program.globalIndex[name] { return .global(i) }
    return nil
  }

  private func addCapture(_ name: String, to f: FunctionState, source: CaptureSource, isCell: Bool, isLet: Bool)
    -> Resolved
  {
    let index = f.proto.captures.count
    f.proto.captures.append(source)
    f.captureIndex[name] = (index, isCell, isLet)
    return .capture(index, isCell: isCell, isLet: isLet)
  }

  /// Inside a protocol extension, a requirement is a member of `self`; inside an extension of a
  /// builtin type, so is every member of that type the playground has (`count` in `extension Array`).
  func isRequirementOrBuiltinMember(_ t: NominalType, _ name: String) -> Bool {
    if let p = t as? ProtocolInfo { return p.requirements.contains(name) || program.declaredMemberNames.contains(name) }
    return Catalog.members[name] != nil && program.globalIndex[name] == nil
  }

  func hasMember(_ t: NominalType, _ name: String) -> Bool {
    let s = program.symbol(name)
    if let e = t as? EnumType {
      if e.caseIndexByName[name] != nil { return true }
      if name == "rawValue" && e.rawValues != nil { return true }
      if name == "allCases" && e.conformances.contains("CaseIterable") { return true }
    }
    return t.member(s) != nil || t.staticMembers[s] != nil || (t as? ClassInfo)?.staticDeclarer(s) != nil
  }

  /// Loads `self`: slot 0 in a method, a capture in a closure inside one.
  func emitSelf(_ offset: Int) throws {
    guard let r = resolve("self") else {
      throw error("'self' is only available inside a type's methods", at: offset)
    }
    emitLoad(r, name: "self", offset)
  }

  func emitLoad(_ r: Resolved, name: String, _ offset: Int) {
    switch r {
    case .local(let l):
      emit(l.isCell ? .loadLocalCell(l.slot) : .loadLocal(l.slot), offset)
      if l.isAsyncLet { emit(.getMember(Sym.value.rawValue), offset) }
    case .capture(let i, let isCell, _): emit(isCell ? .loadCaptureCell(i) : .loadCapture(i), offset)
    case .global(let g):
      emit(accessors(ofGlobal: g)?.isComputed == true ? .loadAccessedGlobal(g) : .loadGlobal(g), offset)
      if program.asyncLetGlobals.contains(g) { emit(.getMember(Sym.value.rawValue), offset) }
    case .selfMember(let n):
      // Inside a protocol extension, `helper` on `self` is dispatched statically
      // (`Compiler+Witnesses.swift`); `self`'s static type is always known.
      let me = Expr(.selfRef, offset, offset)
      if (try? emitStaticDispatch(me, n, at: offset)) == true { return }
      try? emitSelf(offset)
      emit(.getMember(program.symbol(n)), offset)
    }
  }

  /// The closest names in scope, for "did you mean" hints.
  func suggestion(for name: String) -> String? {
    var candidates: [String] = program.globalNames
    var f: FunctionState? = fn
    while let s = f {
      for scope in s.scopes { candidates += scope.keys }
      if let t = s.selfType { candidates += t.fields.map(\.name) }
      f = s.parent
    }
    let limit = max(1, name.count / 3)
    let lowered = name.lowercased()  // once, not per candidate: the name may be huge
    var best: (String, Int)? = nil
    for c in candidates where c != name && (c.first?.isLetter == true || c.first == "_") {
      let d = editDistance(c.lowercased(), lowered)
      guard d <= limit else { continue }
      if let b = best, b.1 < d || (b.1 == d && b.0 <= c) { continue }
      best = (c, d)
    }
    return best?.0
  }
}

/// Edit distance with transpositions (optimal string alignment), for "did you mean" hints:
/// `cuont` is one edit from `count`.
public func editDistance(_ a: String, _ b: String) -> Int {
  // The table costs |a|·|b|: two 1,000,000-character names would take minutes. Names that long
  // are never typos of each other; report them as far apart (no caller suggests at that distance).
  // Nor are names whose lengths differ by more than 64 (their distance is at least that).
  if a.utf8.count * b.utf8.count > 1_000_000 || abs(a.utf8.count - b.utf8.count) > 64 {
    return max(a.utf8.count, b.utf8.count)
  }
  let x = Array(a)
  let y = Array(b)
  if x.isEmpty { return y.count }
  if y.isEmpty { return x.count }
  // Three rows, reused: no allocation per row (a 100,000-character name is compared with every
  // short name in scope when it is not found).
  var before = Array(repeating: 0, count: y.count + 1)
  var prev = Array(0...y.count)
  var cur = Array(repeating: 0, count: y.count + 1)
  for i in 1...x.count {
    cur[0] = i
    for j in 1...y.count {
      cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      // Two swapped neighbours ('cuont' for 'count') are one typo, not two.
      if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { cur[j] = min(cur[j], before[j - 2] + 1) }
    }
    swap(&before, &prev)
    swap(&prev, &cur)
  }
  return prev[y.count]
}

struct Local {
  let slot: Int
  let isCell: Bool
  let isLet: Bool
  let shape: TypeShape?
  /// `async let`: the slot holds the child task; reading the name awaits its value.
  var isAsyncLet = false
  /// The type the declaration wrote (`let g: any Greeter`), where static dispatch needs it.
  var declaredType: TypeExpr? = nil
  /// Local functions of this name declared in one block (`Compiler+LocalOverloads`).
  var overloads: LocalOverloads? = nil
  /// Their declarations, where each is generic (`Compiler+OverloadTypeArguments.swift`).
  var genericFunctions: [FunctionDecl]? = nil
  /// Declared `T!` (`Compiler+ImplicitUnwrap`).
  var isImplicitlyUnwrapped = false
  /// What its declaration's initializer says (how a String it holds was made:
  /// `Compiler+StringIterators.swift`).
  var binding: Compiler.BindingFacts? = nil
}

/// The function being compiled: its scopes, captures and loops.
final class FunctionState {
  let proto: FunctionProto
  let parent: FunctionState?
  var scopes: [[String: Local]] = [[:]]
  /// The slots each scope took (its locals and hidden temporaries), cleared when it ends.
  var scopeSlots: [[Int]] = [[]]
  /// Pending `defer` bodies and `do` handlers (`Compiler+Defer.swift`), and where each scope's begin.
  var cleanups: [Compiler.Cleanup] = []
  var cleanupMarks: [Int] = [0]
  /// How many deferred bodies are being compiled inside each other.
  var deferNesting = 0
  var captureIndex: [String: (index: Int, isCell: Bool, isLet: Bool)] = [:]
  /// Names used inside nested closures: `var`s with these names live in cells.
  var capturedNames: Set<String> = []
  var loops: [LoopContext] = []
  /// The last index taken as a jump target (`Compiler.here`): no fusing into the instruction before.
  var labelBarrier = 0
  var nextSlot = 1
  let isScript: Bool
  /// The type whose method this is (nil for free functions and closures).
  var selfType: NominalType?
  /// Methods and initializers own slot 0 as `self`.
  var ownsSelf = false
  var selfIsMutable = false
  /// Inside `init`: writes to `self`'s properties initialize them without notifying.
  var isInitializer = false
  /// Inside a class's `init`: what is still to be initialized before `self` is whole (stored
  /// properties without an initial value; `super.init` in a subclass), as far as the init's
  /// top-level statements (at scope depth `initBodyDepth`) have gone. `initializesThroughSetter`.
  var uninitialized: Set<String>?
  var initBodyDepth = 0
  /// `$0`, `$1`: the closure's implicit parameters.
  var dollarCount = 0
  /// In a stored variable's or property's own willSet or didSet: the storage its name reads and
  /// writes directly, without the observers (not in closures inside them, as in Swift).
  var ownStorage: OwnStorage?
  /// The declared result type (`emitArrayContext`).
  var returnType: TypeExpr?
  /// The function's generic parameters (`Compiler+GenericParameters.swift`).
  var genericParams: [String] = []
  /// Why an argument of type `T` does not tell `T` here (`Compiler+GenericParameters.swift`).
  var genericLimits: [String: String] = [:]
  enum OwnStorage: Equatable {
    case global(Int)
    /// A stored property (its symbol) of `self`, of a struct or a class that is not `@Observable`.
    case field(Int)
  }

  init(proto: FunctionProto, parent: FunctionState?, isScript: Bool = false) {
    self.proto = proto
    self.parent = parent
    self.isScript = isScript
  }
}

struct LoopContext {
  let label: String?
  var breaks: [Int] = []
  var continues: [Int] = []
  /// Scope depth at loop entry, so `break` knows which locals it leaves.
  let scopeDepth: Int
  /// Cleanups pending at loop entry: `break` and `continue` run those above it.
  var cleanupMark = 0
  /// `switch` takes plain `break` too, but not `continue`.
  let isSwitch: Bool
  /// A `switch`'s pending `fallthrough` jumps, to the next case's body.
  var fallthroughs: [Int] = []
}

/// A top-level statement of a lesson: what the runner shows and steps through.
public struct StepInfo: Sendable {
  public let index: Int
  public let start: Int
  public let end: Int
  public let line: Int
  /// `//:` narration lines just before the statement.
  public let narration: [String]
  /// True for declarations (types, functions) that run no code.
  public let isDeclaration: Bool
}
