/// What Swift's type checker decided about the lesson's literals and implicit members, read from
/// the SIL the compiler check emits with its source locations (`-Xllvm -sil-print-debuginfo`).
///
/// Swift types a literal or `.member` by its context; the playground's compiler sees less than
/// Swift's type checker. The SIL says it exactly:
/// - a `float_literal` located at an integer literal is that literal, typed `Double`
///   (`prices[k] ?? 0` of a `[String: Double]`, `{ _ in 0 }` returning `Double`);
/// - an `enum $T, #T.name!enumelt` located at the name of an implicit member is that member, a
///   case of `T` (`dict[k] = .done`, `continuation.yield(.tick)`, `box.put(.b)` of a `Box<Ev>`).
/// - a `metatype $@thick T.Type` located at `type(of:` is the static type Swift answers there,
///   when its outer type is a standard-library one (`Array<Substring>` of `s.split(separator: " ")`,
///   which the playground, keeping a Substring as a String, would name `Array<String>`;
///   `ReversedCollection<Array<Int>>` of an empty array's `reversed()`; `Task<Int, Never>`), and
///   those with the lesson's types as arguments (`Task<User, Never>`, `Array<Loader.Page>`).
/// - an `init_existential_addr ..., $Substring` (or `$Optional<Substring>`) located at an
///   expression is a Substring Swift put into an `Any` there (`let a: Any = word`, `[Any]`
///   literals, `print(word)`), and an `apply ...<Substring, ...>` of `_arrayForceCast` an array of
///   them (`let xs: [Any] = words`): the playground keeps a Substring's text as a String, so it
///   marks those values as Substrings, which casts and `type(of:)` then tell apart.
/// - a `function_ref T.init(integerLiteral:)` (or `floatLiteral:`, `stringLiteral:`,
///   `booleanLiteral:`) located at a literal is that literal made a value of the lesson's type `T`
///   (`let price: Money = 5`, `total + 0.5`, a default argument); a `witness_method` of an
///   `ExpressibleBy...Literal` initializer in the lesson means a generic function makes a literal
///   into a type only known at run time (`genericLiteralInit`).
/// - an `apply %N<Element, State>` of `sequence(state:next:)` located at `sequence` names the
///   element and state types of the `UnfoldSequence` it makes, which Swift prints and the
///   playground cannot tell when the closure declares no result (`{ n in ... }`).
/// - a `builtin "uadd_with_overflow_Int8"` (or another add, subtract, multiply, shift or xor of
///   8, 16 or 32 bits) located in the lesson is arithmetic on a sized integer the lesson never
///   names (`c.asciiValue! - 97`, `scalar.value * 3`), which traps or wraps at its width where the
///   playground's 64-bit Int would not: the playground refuses it by name.
/// The playground then compiles those as Swift does.
struct SILFacts: Equatable {
  /// What facts the check reads, in the cache's key: a cached check from a playground that read
  /// fewer facts must not stand for this one's (bump it when `read` learns a new fact).
  static let version = "facts-19"

  /// A `float_literal` located in the lesson: its line, column and value.
  struct Literal: Equatable {
    let line: Int
    let column: Int
    let value: Double
  }

  /// An enum case made at a place in the lesson: the type's path (`Ev`, `Outer.Mode`) and the case.
  /// `inMacroCopy`: made in the copy `@Observable` makes of a property's `willSet`/`didSet`, whose
  /// `#sourceLocation` keeps the line where its body starts but not the columns, nor the lines of
  /// statements it splits apart (`a(.x); b(.y)`): the case is found by its name near that line.
  struct EnumCase: Equatable {
    let line: Int
    let column: Int
    let type: String
    let name: String
    var inMacroCopy = false
  }

  /// A static metatype located in the lesson: the type as Swift prints it (`Optional<Substring>`).
  struct Metatype: Equatable {
    let line: Int
    let column: Int
    let type: String
  }

  /// A Substring put into an existential (`kind`: `v` the value, `o` an Optional of it, `a` an
  /// array of them) at a place in the lesson.
  struct SubstringBox: Equatable {
    let line: Int
    let column: Int
    let kind: Character
  }

  /// A literal made a value of a lesson type by its literal initializer: the type's path
  /// (`Money`, `Shop.Money`) and the initializer's label (`integerLiteral`).
  struct LiteralInit: Equatable {
    let line: Int
    let column: Int
    let type: String
    let label: String
  }

  /// A `sequence(state:next:)` called at a place in the lesson: its element and state types, as
  /// `marking` keeps them (nil: a type the fact cannot keep).
  struct Unfold: Equatable {
    let line: Int
    let column: Int
    let element: String
    let state: String?
  }

  /// The literal initializers the playground makes, with the parameter type each must have
  /// (the literal's own type: a different `IntegerLiteralType` is not modelled).
  static let literalLabels: [String: String] = [
    "integerLiteral": "(Int, @thin ", "floatLiteral": "(Double, @thin ", "stringLiteral": "(@owned String, @thin ",
    "booleanLiteral": "(Bool, @thin ",
  ]

  var literalInits: [LiteralInit] = []
  /// A literal becomes a value through a generic `ExpressibleBy...Literal` requirement, or
  /// through an initializer the playground does not make: which type it makes the playground
  /// cannot tell, so literal conformances stay refused.
  var genericLiteralInit = false
  var doubles: [Literal] = []
  var substrings: [SubstringBox] = []
  var enumCases: [EnumCase] = []
  var metatypes: [Metatype] = []
  var unfolds: [Unfold] = []
  /// Sized-integer arithmetic in the lesson: where, and the type (`UInt8`, `Int32`, `8-bit integer`).
  var sizedArithmetic: [Metatype] = []
  /// The static types of values printed, interpolated or put into an `Any` (`SILFacts+PrintedTypes`).
  var printed: [Metatype] = []
  /// The static types of values `String(describing:)` and `dump` are given, located at the call.
  var described: [Metatype] = []
  /// The type arguments of a generic function's call, outside generic code (`SILFacts+PrintedTypes`).
  var typeArguments: [Metatype] = []

  /// The standard-library types whose SIL spelling is the runtime's: a metatype naming only
  /// these (and tuple labels) is kept.
  static let printedAlike: Set<String> = [
    "Array", "ArraySlice", "Dictionary", "Set", "Optional", "String", "Substring", "Character", "Int",
    "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Bool", "Range", "ClosedRange",
    // The wrappers and iterators of sequences, whose type an empty base's value cannot show.
    "ReversedCollection", "EnumeratedSequence", "Zip2Sequence", "FlattenSequence", "Slice", "DefaultIndices",
    "PrefixSequence", "DropFirstSequence", "DropWhileSequence", "StrideTo", "StrideThrough", "IndexingIterator",
    "StrideToIterator", "StrideThroughIterator",
    // A task's result and failure (`Task<Int, Never>`, `Task<(), Error>`), which no value shows.
    "Task", "Never", "Error",
    // The existentials a collection or a generic value holds (`Dictionary<String, Any>`), which no
    // value shows either.
    "Any", "AnyObject", "AnyHashable",
  ]

  /// `type` as the fact keeps it, or nil: a `printedAlike` type whose arguments are such types,
  /// tuples with their labels, or other types (`User`, `Loader.Page`), which the fact marks with
  /// `@` (`Task<@User, Never>`) for the playground's compiler to name as the lesson's types it
  /// must be (or drop the fact).
  static func marking(_ type: String) -> String? {
    var out = ""
    var word = ""
    var first = true
    for ch in type + " " {
      if ch.isLetter || ch.isNumber || ch == "_" || (ch == "." && !word.isEmpty) {
        word.append(ch)
        continue
      }
      if !word.isEmpty && ch != ":" && !printedAlike.contains(word) {
        guard !first, word.last != "." else { return nil }
        out += "@"
      }
      if !word.isEmpty { first = false }
      out += word
      word = ""
      guard "<>(), :&".contains(ch) else { return nil }
      out.append(ch)
    }
    return String(out.dropLast())
  }

  /// `type` without the `any ` SIL writes before an existential (Swift prints `Array<Error>`,
  /// `Array<Shape>` and `Named & Shape` for `Array<any Error>`, `Array<any Shape>` and `any Named &
  /// Shape`; verified against Swift 6.3.1).
  static func droppingAny(_ type: String) -> String {
    var out = ""
    var rest = Substring(type)
    while let r = rest.range(of: "any ") {
      let before = rest[..<r.lowerBound]
      out += before
      // Only the word `any`: not the end of `Company `.
      if let last = before.last ?? out.last, last.isLetter || last.isNumber || last == "_" { out += "any " }
      rest = rest[r.upperBound...]
    }
    return out + rest
  }

  /// The facts of `sil` located in a file whose path ends in `/` + `file`.
  static func read(_ sil: [UInt8], file: String) -> SILFacts {
    let floatMarker = Array("float_literal $Builtin.FPIEEE64, 0x".utf8)
    let enumMarker = Array(" = enum $".utf8)
    let metatypeMarker = Array(" = metatype $@thick ".utf8)
    let existentialMarker = Array(" = init_existential_addr %".utf8)
    let arrayCastMarker = Array("<Substring, ".utf8)
    let arrayCastSignature = Array("(@guaranteed Array<τ_0_0>) -> @owned Array<τ_0_1>".utf8)
    let applyMarker = Array(" = apply %".utf8)
    let unfoldSignature = Array(
      "(@inout τ_0_0) -> @out Optional<τ_0_1> for <τ_0_1, τ_0_0>) -> @out UnfoldSequence<τ_0_0, τ_0_1>".utf8)
    let loc = Array("loc \"".utf8)
    let builtinMarker = Array(" = builtin \"".utf8)
    let suffix = Array(("/" + file + "\":").utf8)
    // `loc "main/main.swift":7:29`: in a macro's copy of the lesson's text (`#sourceLocation`).
    let macroCopyPath = Array("main".utf8)
    let functionRefComment = Array("  // function_ref ".utf8)
    let functionRef = Array(" = function_ref @".utf8)
    let classMethod = Array(" = class_method %".utf8)
    let tryApplyMarker = Array("  try_apply %".utf8)
    let lessonFunctionRef = Array(" = function_ref @$s4main".utf8)
    let literalWitness = Array(", #ExpressibleBy".utf8)
    var facts = SILFacts()
    var lineStart = 0
    // `// function_ref Money.init(integerLiteral:)`: the type and label of the next line's reference.
    var pendingLiteral: (type: String, label: String)? = nil
    // `// function_ref pair<A, B>(_:_:)`: the name of the function the next line refers to, and
    // the names of the registers holding function references (`%163`: `pair`).
    var pendingName: String? = nil
    var referenced: [Int: String] = [:]
    // The registers referring to the lesson's own methods (module `main`), or to a class's.
    var lessonMethods: Set<Int> = []
    // Inside a generic function, types may name its parameters (`$T`): no printed types there.
    var inGenericFunction = false
    while lineStart < sil.count {
      var lineEnd = lineStart
      while lineEnd < sil.count && sil[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      if let generic = opensGenericFunction(sil, from: lineStart, to: lineEnd) { inGenericFunction = generic }
      let literal = pendingLiteral
      pendingLiteral = nil
      let name = pendingName
      pendingName = nil
      if let name, let (register, _) = decimal(sil, from: lineStart + 3, to: lineEnd),
        find(functionRef, in: sil, from: lineStart, to: lineEnd) != nil
      {
        referenced[register] = name
        if find(lessonFunctionRef, in: sil, from: lineStart, to: lineEnd) != nil { lessonMethods.insert(register) }
      } else if let m = find(classMethod, in: sil, from: lineStart, to: lineEnd),
        let (register, _) = decimal(sil, from: lineStart + 3, to: lineEnd),
        let hash = find(Array(", #".utf8), in: sil, from: m + classMethod.count, to: lineEnd),
        let colon = find(Array(" : ".utf8), in: sil, from: hash, to: lineEnd)
      {
        // `%7 = class_method %5, #Repository.fetchAll : <T> ...`: a class's method, by its name.
        referenced[register] = String(decoding: sil[(hash + 3)..<colon], as: UTF8.self)
        lessonMethods.insert(register)
      }
      if lineEnd - lineStart > functionRefComment.count,
        sil[lineStart..<lineStart + functionRefComment.count].elementsEqual(functionRefComment)
      {
        pendingLiteral = literalInit(
          String(decoding: sil[(lineStart + functionRefComment.count)..<lineEnd], as: UTF8.self))
        pendingName = functionName(
          String(decoding: sil[(lineStart + functionRefComment.count)..<lineEnd], as: UTF8.self))
        continue
      }
      // Where the instruction is: `loc "/path/main.swift":LINE:COLUMN`.
      guard let l = find(loc, in: sil, from: lineStart, to: lineEnd),
        let s = find(suffix, in: sil, from: l + loc.count, to: lineEnd),
        let (line, afterLine) = decimal(sil, from: s + suffix.count, to: lineEnd),
        afterLine < lineEnd, sil[afterLine] == UInt8(ascii: ":"),
        let (column, _) = decimal(sil, from: afterLine + 1, to: lineEnd)
      else { continue }
      if let literal, find(functionRef, in: sil, from: lineStart, to: l) != nil {
        if literal.type.contains("<") || literal.type.contains("ExpressibleBy") {
          facts.genericLiteralInit = true
        } else if let parameter = literalLabels[literal.label],
          find(Array(parameter.utf8), in: sil, from: lineStart, to: l) != nil
        {
          facts.literalInits.append(LiteralInit(line: line, column: column, type: literal.type, label: literal.label))
        } else if literalLabels[literal.label] != nil || literal.label == "unicodeScalarLiteral"
          || literal.label == "extendedGraphemeClusterLiteral"
        {
          // Another literal type (`init(integerLiteral: Int8)`), or a string literal made through
          // the character initializers: not what the playground makes. (`Array.init(arrayLiteral:)`
          // and the other collection literals are the standard library's: lesson types
          // conforming to those protocols are refused anyway.)
          facts.genericLiteralInit = true
        }
      } else if find(Array(" = witness_method $".utf8), in: sil, from: lineStart, to: l) != nil,
        let w = find(literalWitness, in: sil, from: lineStart, to: l),
        find(Array("Literal.init!allocator".utf8), in: sil, from: w, to: l) != nil
      {
        facts.genericLiteralInit = true
      } else if let m = find(floatMarker, in: sil, from: lineStart, to: l),
        let bits = hex(sil, from: m + floatMarker.count, to: l)
      {
        facts.doubles.append(Literal(line: line, column: column, value: Double(bitPattern: bits)))
      } else if let m = find(metatypeMarker, in: sil, from: lineStart, to: l),
        let end = find(Array(".Type, ".utf8), in: sil, from: m, to: l)
      {
        // `Task<Int, any Error>` prints as `Task<Int, Error>`, `Array<any Named & Shape>` as
        // `Array<Named & Shape>`.
        let type = SILFacts.droppingAny(String(decoding: sil[(m + metatypeMarker.count)..<end], as: UTF8.self))
        if let type = marking(type) { facts.metatypes.append(Metatype(line: line, column: column, type: type)) }
      } else if let m = find(existentialMarker, in: sil, from: lineStart, to: l),
        let comma = find(Array(", $".utf8), in: sil, from: m + existentialMarker.count, to: l)
      {
        var type = String(decoding: sil[(comma + 3)..<l], as: UTF8.self)
        while type.last == " " || type.last == "," { type.removeLast() }
        if type == "Substring" || type == "Optional<Substring>" {
          facts.substrings.append(SubstringBox(line: line, column: column, kind: type == "Substring" ? "v" : "o"))
        } else if !inGenericFunction, let printed = printedType(type) {
          facts.printed.append(Metatype(line: line, column: column, type: printed))
        }
      } else if let a = find(applyMarker, in: sil, from: lineStart, to: l),
        find(unfoldSignature, in: sil, from: a, to: l) != nil
      {
        if let u = unfold(sil, from: a + applyMarker.count, to: l, line: line, column: column) {
          facts.unfolds.append(u)
        }
      } else if let a = find(applyMarker, in: sil, from: lineStart, to: l),
        find(interpolationSignature, in: sil, from: a, to: l) != nil
      {
        if !inGenericFunction, let t = appliedType(sil, from: a + applyMarker.count, to: l),
          let printed = printedType(t)
        {
          facts.printed.append(Metatype(line: line, column: column, type: printed))
        }
      } else if let a = find(applyMarker, in: sil, from: lineStart, to: l),
        find(describingSignature, in: sil, from: a, to: l) != nil || find(dumpSignature, in: sil, from: a, to: l) != nil
      {
        if !inGenericFunction, let t = appliedType(sil, from: a + applyMarker.count, to: l),
          let printed = printedType(t)
        {
          facts.described.append(Metatype(line: line, column: column, type: printed))
        }
      } else if find(applyMarker, in: sil, from: lineStart, to: l) != nil,
        find(arrayCastMarker, in: sil, from: lineStart, to: l) != nil,
        find(arrayCastSignature, in: sil, from: lineStart, to: l) != nil
      {
        facts.substrings.append(SubstringBox(line: line, column: column, kind: "a"))
      } else if !inGenericFunction, let a = find(applyMarker, in: sil, from: lineStart, to: l),
        find(thinGenericSignature, in: sil, from: a, to: l) != nil
          || find(thinAsyncGenericSignature, in: sil, from: a, to: l) != nil
      {
        if let (register, _) = decimal(sil, from: a + applyMarker.count, to: l), let name = referenced[register],
          let t = appliedArguments(sil, from: a + applyMarker.count, to: l)
        {
          facts.typeArguments.append(Metatype(line: line, column: column, type: name + "|" + t))
        }
      } else if !inGenericFunction, let a = find(tryApplyMarker, in: sil, from: lineStart, to: l),
        find(thinGenericSignature, in: sil, from: a, to: l) != nil
          || find(thinAsyncGenericSignature, in: sil, from: a, to: l) != nil
          || find(methodGenericSignature, in: sil, from: a, to: l) != nil
          || find(methodAsyncGenericSignature, in: sil, from: a, to: l) != nil
      {
        // A throwing call (`try load(x)`, `try repo.fetch(x)`): `try_apply %N<A>(...)`.
        let isMethod =
          find(methodGenericSignature, in: sil, from: a, to: l) != nil
          || find(methodAsyncGenericSignature, in: sil, from: a, to: l) != nil
        if let (register, _) = decimal(sil, from: a + tryApplyMarker.count, to: l), let name = referenced[register],
          !isMethod || lessonMethods.contains(register),
          let t = appliedArguments(sil, from: a + tryApplyMarker.count, to: l)
        {
          facts.typeArguments.append(Metatype(line: line, column: column, type: name + "|" + t))
        }
      } else if !inGenericFunction, let a = find(applyMarker, in: sil, from: lineStart, to: l),
        find(methodGenericSignature, in: sil, from: a, to: l) != nil
          || find(methodAsyncGenericSignature, in: sil, from: a, to: l) != nil
      {
        // A lesson type's generic method (`Cache.value|Int`: the owner's arguments first).
        if let (register, _) = decimal(sil, from: a + applyMarker.count, to: l), let name = referenced[register],
          lessonMethods.contains(register), let t = appliedArguments(sil, from: a + applyMarker.count, to: l)
        {
          facts.typeArguments.append(Metatype(line: line, column: column, type: name + "|" + t))
        }
      } else if let b = find(builtinMarker, in: sil, from: lineStart, to: l),
        let quote = find([UInt8(ascii: "\"")], in: sil, from: b + builtinMarker.count, to: l),
        let type = sizedArithmeticType(String(decoding: sil[(b + builtinMarker.count)..<quote], as: UTF8.self))
      {
        facts.sizedArithmetic.append(Metatype(line: line, column: column, type: type))
      } else if let m = find(enumMarker, in: sil, from: lineStart, to: l),
        let hash = find(Array(", #".utf8), in: sil, from: m, to: l),
        let bang = find(Array("!enumelt".utf8), in: sil, from: hash, to: l)
      {
        // `#Outer.Mode.done!enumelt`: the type's path, then the case.
        let path = String(decoding: sil[(hash + 3)..<bang], as: UTF8.self)
        guard let dot = path.lastIndex(of: "."), !path.contains("<") else { continue }
        facts.enumCases.append(
          EnumCase(
            line: line, column: column, type: String(path[..<dot]), name: String(path[path.index(after: dot)...]),
            inMacroCopy: sil[(l + loc.count)..<s].elementsEqual(macroCopyPath)))
      }
    }
    return facts
  }

  /// The integer type a builtin's arithmetic works on, when it is one the playground's Int does not
  /// model (`uadd_with_overflow_Int8` → `UInt8`, `shl_Int32` → `32-bit integer`); nil for others
  /// (comparisons, conversions, division, the 64-bit and 1-bit builtins).
  static func sizedArithmeticType(_ name: String) -> String? {
    guard let underscore = name.lastIndex(of: "_") else { return nil }
    let width = name[name.index(after: underscore)...]
    guard ["Int8", "Int16", "Int32"].contains(width) else { return nil }
    let op = name[..<underscore]
    if ["sadd_with_overflow", "ssub_with_overflow", "smul_with_overflow"].contains(op) { return String(width) }
    if ["uadd_with_overflow", "usub_with_overflow", "umul_with_overflow"].contains(op) { return "U" + width }
    if ["add", "sub", "mul", "shl", "lshr", "ashr", "xor"].contains(op) { return width.dropFirst(3) + "-bit integer" }
    return nil
  }

  /// `sequence(state:next:)`'s apply from after `apply %`: `11<Int, (Int, Int)>(...)` → its
  /// generic arguments, the element's and the state's.
  static func unfold(_ sil: [UInt8], from: Int, to end: Int, line: Int, column: Int) -> Unfold? {
    var i = from
    while i < end, sil[i] != UInt8(ascii: "<") {
      guard sil[i] >= UInt8(ascii: "0"), sil[i] <= UInt8(ascii: "9") else { return nil }
      i += 1
    }
    var depth = 0
    var arguments: [String] = []
    var current: [UInt8] = []
    while i < end {
      let b = sil[i]
      i += 1
      // A function type's arrow is no bracket.
      if b == UInt8(ascii: "-"), i < end, sil[i] == UInt8(ascii: ">") {
        current += [b, sil[i]]
        i += 1
        continue
      }
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "(") {
        depth += 1
        if depth == 1 { continue }
      }
      if b == UInt8(ascii: ">") || b == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          arguments.append(String(decoding: current, as: UTF8.self))
          break
        }
      }
      if depth == 1 && b == UInt8(ascii: ",") {
        arguments.append(String(decoding: current, as: UTF8.self))
        current = []
        continue
      }
      if depth == 1 && b == UInt8(ascii: " ") && current.isEmpty { continue }
      current.append(b)
    }
    guard arguments.count == 2 else { return nil }
    // Marked as an array's element, so that a lesson type alone (`Reading`) is kept too.
    let types = arguments.map { a -> String? in
      guard let m = marking("Array<" + a.replacingOccurrences(of: "any Error", with: "Error") + ">") else { return nil }
      return String(m.dropFirst(6).dropLast())
    }
    guard let element = types[0] else { return nil }
    return Unfold(line: line, column: column, element: element, state: types[1])
  }

  /// `Money.init(integerLiteral:)` → (`Money`, `integerLiteral`); nil for a reference that is not
  /// a literal initializer (`String.init(_builtinStringLiteral:...)` is not: its label starts with `_`).
  static func literalInit(_ comment: String) -> (type: String, label: String)? {
    guard comment.hasSuffix("Literal:)"), let dot = comment.range(of: ".init(") else { return nil }
    let label = String(comment[dot.upperBound...].dropLast(2))
    let type = String(comment[..<dot.lowerBound])
    // `implicit closure #1 in Path.init(stringLiteral:)` is code inside the initializer, not a call of it.
    guard !label.hasPrefix("_"), !label.contains(":"), !type.isEmpty, !type.contains(" ") else { return nil }
    return (type, label)
  }

  /// The facts as one line of text (for `CheckCache`): `D:LINE:COLUMN:BITS`,
  /// `L:LINE:COLUMN:TYPE.LABEL`, `G:0:0:-` (`genericLiteralInit`),
  /// `E:LINE:COLUMN:TYPE.CASE` (`e:` in a macro's copy), `S:LINE:COLUMN:KIND`, `M:LINE:COLUMN:TYPE` and
  /// `U:LINE:COLUMN:ELEMENT|STATE`, `P:LINE:COLUMN:TYPE`, `Q:LINE:COLUMN:TYPE`, `T:LINE:COLUMN:TYPE|TYPE` (types with their spaces written `~`, their colons `;`),
  /// separated by spaces.
  var line: String {
    (doubles.map { "D:\($0.line):\($0.column):\(String($0.value.bitPattern, radix: 16))" }
      + literalInits.map { "L:\($0.line):\($0.column):\($0.type).\($0.label)" }
      + (genericLiteralInit ? ["G:0:0:-"] : [])
      + substrings.map { "S:\($0.line):\($0.column):\($0.kind)" }
      + enumCases.map { "\($0.inMacroCopy ? "e" : "E"):\($0.line):\($0.column):\($0.type).\($0.name)" }
      + metatypes.map {
        "M:\($0.line):\($0.column):"
          + $0.type.replacingOccurrences(of: " ", with: "~").replacingOccurrences(of: ":", with: ";")
      }
      + unfolds.map {
        "U:\($0.line):\($0.column):"
          + ($0.element + "|" + ($0.state ?? "")).replacingOccurrences(of: " ", with: "~")
          .replacingOccurrences(of: ":", with: ";")
      }
      + sizedArithmetic.map { "A:\($0.line):\($0.column):" + $0.type.replacingOccurrences(of: " ", with: "~") }
      + printed.map {
        "P:\($0.line):\($0.column):"
          + $0.type.replacingOccurrences(of: " ", with: "~").replacingOccurrences(of: ":", with: ";")
      }
      + described.map {
        "Q:\($0.line):\($0.column):"
          + $0.type.replacingOccurrences(of: " ", with: "~").replacingOccurrences(of: ":", with: ";")
      }
      + typeArguments.map {
        "T:\($0.line):\($0.column):"
          + $0.type.replacingOccurrences(of: " ", with: "~").replacingOccurrences(of: ":", with: ";")
      })
      .joined(separator: " ")
  }

  /// Reads `line`; nil for text it did not write.
  init?(line: String) {
    for word in line.split(separator: " ") {
      let parts = word.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 4, let l = Int(parts[1]), let c = Int(parts[2]) else { return nil }
      switch parts[0] {
      case "D":
        guard let bits = UInt64(parts[3], radix: 16) else { return nil }
        doubles.append(Literal(line: l, column: c, value: Double(bitPattern: bits)))
      case "E", "e":
        guard let dot = parts[3].lastIndex(of: ".") else { return nil }
        enumCases.append(
          EnumCase(
            line: l, column: c, type: String(parts[3][..<dot]), name: String(parts[3][parts[3].index(after: dot)...]),
            inMacroCopy: parts[0] == "e"))
      case "L":
        guard let dot = parts[3].lastIndex(of: "."), dot > parts[3].startIndex else { return nil }
        literalInits.append(
          LiteralInit(
            line: l, column: c, type: String(parts[3][..<dot]), label: String(parts[3][parts[3].index(after: dot)...])))
      case "G": genericLiteralInit = true
      case "S":
        guard let k = parts[3].first, parts[3].count == 1, "voa".contains(k) else { return nil }
        substrings.append(SubstringBox(line: l, column: c, kind: k))
      case "M":
        let type = parts[3].replacingOccurrences(of: "~", with: " ").replacingOccurrences(of: ";", with: ":")
        metatypes.append(Metatype(line: l, column: c, type: type))
      case "U":
        let types = parts[3].replacingOccurrences(of: "~", with: " ").replacingOccurrences(of: ";", with: ":")
          .split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard types.count == 2, !types[0].isEmpty else { return nil }
        unfolds.append(Unfold(line: l, column: c, element: types[0], state: types[1].isEmpty ? nil : types[1]))
      case "P":
        let type = parts[3].replacingOccurrences(of: "~", with: " ").replacingOccurrences(of: ";", with: ":")
        printed.append(Metatype(line: l, column: c, type: type))
      case "Q":
        let type = parts[3].replacingOccurrences(of: "~", with: " ").replacingOccurrences(of: ";", with: ":")
        described.append(Metatype(line: l, column: c, type: type))
      case "T":
        let type = parts[3].replacingOccurrences(of: "~", with: " ").replacingOccurrences(of: ";", with: ":")
        typeArguments.append(Metatype(line: l, column: c, type: type))
      case "A":
        sizedArithmetic.append(Metatype(line: l, column: c, type: parts[3].replacingOccurrences(of: "~", with: " ")))
      default: return nil
      }
    }
  }

  init() {}

  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, to end: Int) -> Int? {
    guard let first = needle.first, end - from >= needle.count else { return nil }
    var i = from
    while i + needle.count <= end {
      if bytes[i] == first && bytes[i..<i + needle.count].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  static func hex(_ bytes: [UInt8], from: Int, to end: Int) -> UInt64? {
    var value: UInt64 = 0
    var i = from
    while i < end, let d = hexDigit(bytes[i]) {
      guard i - from < 16 else { return nil }
      value = value << 4 | UInt64(d)
      i += 1
    }
    return i > from ? value : nil
  }

  static func hexDigit(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
    default: return nil
    }
  }

  static func decimal(_ bytes: [UInt8], from: Int, to end: Int) -> (Int, Int)? {
    var value = 0
    var i = from
    while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), i - from < 9 {
      value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
      i += 1
    }
    return i > from ? (value, i) : nil
  }
}
