import Foundation
import Testing

@testable import ObservatoryVerification

/// `SILFacts` reads what Swift decided about literals and implicit members from the check's SIL.
@Suite struct SILFactsTests {
  static let sil = """
      %15 = float_literal $Builtin.FPIEEE64, 0x0 // 0, loc "/tmp/check-1/main.swift":2:11, scope 4 // user: %16
      %20 = integer_literal $Builtin.Word, 1, loc "/tmp/check-1/main.swift":3:7, scope 4 // user: %22
      %59 = float_literal $Builtin.FPIEEE64, 0x4028000000000000 // 12, loc "/tmp/check-1/main.swift":5:14, scope 8
      %2 = float_literal $Builtin.FPIEEE64, 0xC008000000000000 // -3, loc "/tmp/check-1/main.swift":12:140, scope 6
      %3 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, loc "/tmp/check-1/prelude.swift":9:1, scope 2
      %4 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, scope 2
      %5 = float_literal $Builtin.FPIEEE64, 0x3FF0000000000000 // 1, loc "/tmp/check-1/notmain.swift":1:1
      %12 = enum $Ev, #Ev.b!enumelt, loc "/tmp/check-1/main.swift":7:13, scope 5 // user: %14
      %22 = enum $Outer.Mode, #Outer.Mode.busy!enumelt, %21, loc "/tmp/check-1/main.swift":8:13, scope 6
      %23 = enum $Optional<Ev>, #Optional.some!enumelt, %12, loc "/tmp/check-1/main.swift":9:3, scope 6
      %24 = enum $Ev, #Ev.b!enumelt, scope 6
      %30 = metatype $@thick Array<Substring>.Type, loc "/tmp/check-1/main.swift":10:7, scope 3 // user: %31
      %31 = metatype $@thick (a: Int, b: Optional<Substring>).Type, loc "/tmp/check-1/main.swift":10:30, scope 3
      %32 = metatype $@thick Array<Ev>.Type, loc "/tmp/check-1/main.swift":11:7, scope 3
      %33 = metatype $@thin String.Type, loc "/tmp/check-1/main.swift":11:20, scope 3
      %34 = value_metatype $@thick Animal.Type, %2 : $Animal, loc "/tmp/check-1/main.swift":11:30, scope 3
      %35 = metatype $@thick @callee_guaranteed (Int) -> Int.Type, loc "/tmp/check-1/main.swift":11:40, scope 3
      %36 = metatype $@thick Task<Int, any Error>.Type, loc "/tmp/check-1/main.swift":13:7, scope 3
      %37 = metatype $@thick Slice<ReversedCollection<Array<Int>>>.Type, loc "/tmp/check-1/main.swift":13:30, scope 3
      %38 = metatype $@thick Task<Ev, Never>.Type, loc "/tmp/check-1/main.swift":13:50, scope 3
      %71 = init_existential_addr %68, $Substring, loc "/tmp/check-1/main.swift":13:14, scope 10 // user: %72
      %72 = init_existential_addr %69, $String, loc "/tmp/check-1/main.swift":13:20, scope 10 // user: %73
      %126 = init_existential_addr %121, $Optional<Substring>, loc "/tmp/check-1/main.swift":14:20, scope 15
      %141 = apply %140<Substring, Any>(%138) : $@convention(thin) <τ_0_0, τ_0_1> (@guaranteed Array<τ_0_0>) -> @owned Array<τ_0_1>, loc "/tmp/check-1/main.swift":15:17, scope 17
      %142 = apply %139<Substring, Any>(%138) : $@convention(thin) <τ_0_0, τ_0_1> (@guaranteed Array<τ_0_0>) -> @owned Optional<Array<τ_0_1>>, loc "/tmp/check-1/main.swift":15:30, scope 17
    """

  @Test func readsTheDoubleLiteralsOfTheLesson() {
    let found = SILFacts.read(Array(Self.sil.utf8), file: "main.swift").doubles
    #expect(
      found == [
        .init(line: 2, column: 11, value: 0), .init(line: 5, column: 14, value: 12),
        .init(line: 12, column: 140, value: -3),
      ])
  }

  @Test func readsTheEnumCasesOfTheLesson() {
    let found = SILFacts.read(Array(Self.sil.utf8), file: "main.swift").enumCases
    #expect(
      found == [
        .init(line: 7, column: 13, type: "Ev", name: "b"), .init(line: 8, column: 13, type: "Outer.Mode", name: "busy"),
        .init(line: 9, column: 3, type: "Optional", name: "some"),
      ])
  }

  /// A case made in `@Observable`'s copy of a `didSet` is located in `main/main.swift` (the
  /// macro's `#sourceLocation`): its line is the lesson's, its column the copy's.
  @Test func marksTheEnumCasesMadeInAMacrosCopy() {
    let sil = """
        %8 = enum $Ev, #Ev.added!enumelt, %7, loc "main/main.swift":15:21, scope 41 // user: %10
        %9 = enum $Ev, #Ev.added!enumelt, %0, loc "/tmp/check-1/main.swift":20:39, scope 29 // user: %11
      """
    let found = SILFacts.read(Array(sil.utf8), file: "main.swift").enumCases
    #expect(
      found == [
        .init(line: 15, column: 21, type: "Ev", name: "added", inMacroCopy: true),
        .init(line: 20, column: 39, type: "Ev", name: "added"),
      ])
    var facts = SILFacts()
    facts.enumCases = found
    #expect(SILFacts(line: facts.line)?.enumCases == found)
  }

  /// Only a static `@thick` metatype of a standard-library type is kept (a task's `any Error`
  /// as Swift prints it, `Error`), its arguments of other types marked `@` for the compiler to
  /// name as the lesson's (`Array<@Ev>`, `Task<@Ev, Never>`): not a `@thin` one, a dynamic
  /// `value_metatype`, or a function type.
  @Test func readsTheStaticMetatypesOfStandardTypes() {
    let found = SILFacts.read(Array(Self.sil.utf8), file: "main.swift").metatypes
    #expect(
      found == [
        .init(line: 10, column: 7, type: "Array<Substring>"),
        .init(line: 10, column: 30, type: "(a: Int, b: Optional<Substring>)"),
        .init(line: 11, column: 7, type: "Array<@Ev>"),
        .init(line: 13, column: 7, type: "Task<Int, Error>"),
        .init(line: 13, column: 30, type: "Slice<ReversedCollection<Array<Int>>>"),
        .init(line: 13, column: 50, type: "Task<@Ev, Never>"),
      ])
    // A lesson type alone is not kept (its type value is the lesson's), nor a dotted Swift one.
    #expect(SILFacts.marking("Ev") == nil && SILFacts.marking("Dictionary<Int, Int>.Keys") == nil)
    #expect(SILFacts.marking("Array<Loader.Page>") == "Array<@Loader.Page>")
    // Existentials: `Any` and its kin as they are, a protocol or a composition as the lesson's
    // types without SIL's `any` (Swift prints `Array<Named & Shape>`).
    #expect(SILFacts.marking("Dictionary<String, Any>") == "Dictionary<String, Any>")
    #expect(SILFacts.marking("Array<AnyObject>") == "Array<AnyObject>")
    #expect(SILFacts.droppingAny("Array<any Named & Shape>") == "Array<Named & Shape>")
    #expect(SILFacts.droppingAny("Task<Company, any Error>") == "Task<Company, Error>")
    #expect(SILFacts.droppingAny("Array<Company >") == "Array<Company >")
    #expect(SILFacts.marking("Array<Named & Shape>") == "Array<@Named & @Shape>")
  }

  /// A Substring put into an existential, an Optional of one, and an array of them upcast
  /// (`_arrayForceCast`); not a String, nor another generic call over Substrings.
  @Test func readsTheSubstringsPutIntoExistentials() {
    let found = SILFacts.read(Array(Self.sil.utf8), file: "main.swift").substrings
    #expect(
      found == [
        .init(line: 13, column: 14, kind: "v"), .init(line: 14, column: 20, kind: "o"),
        .init(line: 15, column: 17, kind: "a"),
      ])
  }

  /// The warnings that decide a cast: a Substring's cast to an unrelated type fails; an `is` or
  /// `as` test Swift calls always true succeeds; other casts that always fail are left to the run.
  @Test func castWarningsDecideCasts() {
    #expect(
      CompilerGate.castOutcome(
        "cast from 'String.SubSequence' (aka 'Substring') to unrelated type 'String' always fails")
        == false)
    #expect(CompilerGate.castOutcome("'is' test is always true") == true)
    #expect(CompilerGate.castOutcome("'as' test is always true") == true)
    #expect(
      CompilerGate.castOutcome(
        "conditional cast from 'String.SubSequence' (aka 'Substring') to 'Substring' always succeeds")
        == true)
    #expect(CompilerGate.castOutcome("cast from 'Int' to unrelated type 'String' always fails") == nil)
    #expect(CompilerGate.castOutcome("'if' condition is always true") == nil)
  }

  /// A literal made a lesson type's value through its literal initializer is read at the
  /// literal's place; the standard library's own literal initializers are not; a generic
  /// requirement's witness (or a literal type the playground does not make) marks the lesson.
  @Test func readsTheLiteralInitializersOfLessonTypes() {
    let sil = """
        // function_ref Money.init(integerLiteral:)
        %7 = function_ref @$s4main5MoneyV14integerLiteralACSi_tcfC : $@convention(method) (Int, @thin Money.Type) -> Money, loc "/tmp/check-1/main.swift":8:16, scope 3 // user: %8
        // function_ref String.init(_builtinStringLiteral:utf8CodeUnitCount:isASCII:)
        %8 = function_ref @$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC : $@convention(method) (Builtin.RawPointer, Builtin.Word, Builtin.Int1, @thin String.Type) -> @owned String, loc "/tmp/check-1/main.swift":9:3, scope 3
        // function_ref Dictionary.init(dictionaryLiteral:)
        %52 = function_ref @$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfC : $@convention(method) <τ_0_0, τ_0_1 where τ_0_0 : Hashable> (@owned Array<(τ_0_0, τ_0_1)>, @thin Dictionary<τ_0_0, τ_0_1>.Type) -> @owned Dictionary<τ_0_0, τ_0_1>, loc "/tmp/check-1/main.swift":10:3, scope 3
        // function_ref Shop.Tag.init(stringLiteral:)
        %11 = function_ref @$s4main4ShopV3TagV13stringLiteralAESS_tcfC : $@convention(method) (@owned String, @thin Shop.Tag.Type) -> @owned Shop.Tag, loc "/tmp/check-1/main.swift":11:14, scope 9 // user: %12
        // function_ref implicit closure #1 in Shop.Tag.init(stringLiteral:)
        %13 = function_ref @$s4main4ShopV3TagV13stringLiteralACSS_tcfcSbSJXEfU_ : $@convention(thin) (@guaranteed Character) -> Bool, loc "/tmp/check-1/main.swift":4:60, scope 9
        // function_ref Flag.init(booleanLiteral:)
        %12 = function_ref @$s4main4FlagV14booleanLiteralACSb_tcfC : $@convention(method) (Bool, @thin Flag.Type) -> Flag, loc "/tmp/check-1/prelude.swift":1:1, scope 5
      """
    let facts = SILFacts.read(Array(sil.utf8), file: "main.swift")
    #expect(
      facts.literalInits == [
        .init(line: 8, column: 16, type: "Money", label: "integerLiteral"),
        .init(line: 11, column: 14, type: "Shop.Tag", label: "stringLiteral"),
      ])
    #expect(!facts.genericLiteralInit)
    let generic = """
        %7 = witness_method $T, #ExpressibleByIntegerLiteral.init!allocator : <Self where Self : ExpressibleByIntegerLiteral> (Self.Type) -> (Self.IntegerLiteralType) -> Self : $@convention(witness_method: ExpressibleByIntegerLiteral) <τ_0_0 where τ_0_0 : ExpressibleByIntegerLiteral> (@in τ_0_0.IntegerLiteralType, @thick τ_0_0.Type) -> @out τ_0_0, loc "/tmp/check-1/main.swift":12:49, scope 7
      """
    #expect(SILFacts.read(Array(generic.utf8), file: "main.swift").genericLiteralInit)
    let otherType = """
        // function_ref Cents.init(integerLiteral:)
        %3 = function_ref @$s4main5CentsV14integerLiteralACs4Int8V_tcfC : $@convention(method) (Int8, @thin Cents.Type) -> Cents, loc "/tmp/check-1/main.swift":3:9, scope 2
      """
    let other = SILFacts.read(Array(otherType.utf8), file: "main.swift")
    #expect(other.genericLiteralInit && other.literalInits.isEmpty)
  }

  @Test func anotherFileOrNoLocationIsNotTheLessons() {
    let facts = SILFacts.read(Array(Self.sil.utf8), file: "prelude.swift")
    #expect(facts.doubles == [.init(line: 9, column: 1, value: 1)] && facts.enumCases.isEmpty)
    #expect(SILFacts.read(Array("%4 = float_literal $Builtin.FPIEEE64, 0x3FF".utf8), file: "main.swift") == SILFacts())
  }

  /// A cached check keeps its facts: a lesson checked earlier runs with the same Doubles and cases.
  @Test func theCacheKeepsTheFacts() throws {
    let dir = NSTemporaryDirectory() + "sil-facts-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cache = CheckCache(directory: dir)
    var facts = SILFacts()
    facts.doubles = [.init(line: 2, column: 11, value: 0), .init(line: 12, column: 140, value: -3.5)]
    facts.enumCases = [.init(line: 7, column: 13, type: "Outer.Mode", name: "busy")]
    facts.substrings = [.init(line: 13, column: 14, kind: "v"), .init(line: 15, column: 17, kind: "a")]
    facts.metatypes = [.init(line: 10, column: 30, type: "(a: Int, b: Dictionary<String, Substring>)")]
    facts.literalInits = [.init(line: 8, column: 16, type: "Shop.Money", label: "integerLiteral")]
    facts.genericLiteralInit = true
    facts.sizedArithmetic = [
      .init(line: 3, column: 11, type: "UInt8"), .init(line: 7, column: 12, type: "8-bit integer"),
    ]
    facts.unfolds = [
      .init(line: 4, column: 13, element: "@Ticket", state: "(next: Int, served: Int)"),
      .init(line: 9, column: 5, element: "Int", state: nil),
    ]
    facts.printed = [
      .init(line: 5, column: 7, type: "@Envelope<Array<String>, (a: Int, b: @User)>"),
      .init(line: 6, column: 9, type: "EnumeratedSequence<Dictionary<String, Int>>"),
    ]
    facts.described = [.init(line: 7, column: 12, type: "@Envelope<Array<String>, Int>")]
    cache.store(
      key: "k", source: "let x = 1",
      CompilerGate.Compiled(succeeded: true, output: "warning: w\n", failure: nil, facts: facts))
    let hit = try #require(cache.lookup(key: "k", source: "let x = 1"))
    #expect(hit.succeeded && hit.output == "warning: w\n" && hit.facts == facts)
    cache.store(key: "k", source: "let y = 1", CompilerGate.Compiled(succeeded: false, output: "e", failure: nil))
    let none = try #require(cache.lookup(key: "k", source: "let y = 1"))
    #expect(!none.succeeded && none.output == "e" && none.facts == SILFacts())
  }

  /// `sequence(state:next:)`'s apply names the UnfoldSequence's element and state types (a
  /// lesson type marked `@`, a tuple's labels kept; a state the fact cannot keep is nil); not
  /// `sequence(first:next:)`'s, nor another file's.
  @Test func readsTheTypesOfUnfoldSequences() {
    let sig =
      " : $@convention(thin) <τ_0_0, τ_0_1> (@in_guaranteed τ_0_1, @guaranteed @callee_guaranteed @substituted "
      + "<τ_0_0, τ_0_1> (@inout τ_0_0) -> @out Optional<τ_0_1> for <τ_0_1, τ_0_0>) -> @out UnfoldSequence<τ_0_0, τ_0_1>"
    let sil = [
      "  %11 = apply %10<Int, Int>(%3, %6, %9)" + sig + ", loc \"/tmp/check-1/main.swift\":1:17, scope 2",
      "  %40 = apply %39<Ticket, (next: Int, served: Int)>(%3, %6, %9)" + sig
        + ", loc \"/tmp/check-1/main.swift\":8:17, scope 2",
      "  %78 = apply %77<String, IndexingIterator<Array<String>>>(%42, %43, %76)" + sig
        + ", loc \"/tmp/check-1/main.swift\":12:3, scope 5",
      "  %79 = apply %77<Outer.Item, () -> Int>(%42, %43, %76)" + sig
        + ", loc \"/tmp/check-1/main.swift\":13:3, scope 5",
      "  %80 = apply %77<Int, Int>(%42, %43, %76)" + sig + ", loc \"/tmp/check-1/prelude.swift\":13:3, scope 5",
      "  %81 = apply %80<Int>(%3, %9) : $@convention(thin) <τ_0_0> (@in_guaranteed τ_0_0, @guaranteed @callee_guaranteed "
        + "@substituted <τ_0_0, τ_0_1> (@in_guaranteed τ_0_0) -> @out Optional<τ_0_1> for <τ_0_0, τ_0_0>) -> @out "
        + "UnfoldSequence<τ_0_0, (Optional<τ_0_0>, Bool)>, loc \"/tmp/check-1/main.swift\":14:3, scope 5",
    ].joined(separator: "\n")
    let found = SILFacts.read(Array(sil.utf8), file: "main.swift").unfolds
    #expect(
      found == [
        .init(line: 1, column: 17, element: "Int", state: "Int"),
        .init(line: 8, column: 17, element: "@Ticket", state: "(next: Int, served: Int)"),
        .init(line: 12, column: 3, element: "String", state: "IndexingIterator<Array<String>>"),
        .init(line: 13, column: 3, element: "@Outer.Item", state: nil),
      ])
  }

  /// A value put into an `Any` or interpolated keeps its static type where it is concrete and
  /// generic (a lesson type marked `@`, also outermost); not inside a generic function, not one
  /// holding an existential, not another file's, not a type without arguments.
  @Test func readsThePrintedTypesOfValues() {
    let interpolation =
      " : $@convention(method) <τ_0_0> (@in_guaranteed τ_0_0, @inout DefaultStringInterpolation) -> ()"
    let sil = [
      "sil hidden @main : $@convention(c) (Int32, UnsafeMutablePointer<Optional<UnsafeMutablePointer<Int8>>>) -> Int32 {",
      "  %17 = init_existential_addr %14, $Box<Int>, loc \"/tmp/check-1/main.swift\":4:7, scope 4 // user: %18",
      "  %60 = init_existential_addr %55, $EnumeratedSequence<Dictionary<String, Int>>, loc \"/tmp/check-1/main.swift\":5:9, scope 6",
      "  %35 = apply %34<Outer.Page<User>>(%31, %33)" + interpolation
        + ", loc \"/tmp/check-1/main.swift\":6:11, scope 5",
      "  %36 = init_existential_addr %14, $Box<Any>, loc \"/tmp/check-1/main.swift\":7:7, scope 4",
      "  %37 = init_existential_addr %14, $Int, loc \"/tmp/check-1/main.swift\":8:7, scope 4",
      "  %38 = init_existential_addr %14, $Box<Int>, loc \"/tmp/check-1/prelude.swift\":8:7, scope 4",
      "  %39 = init_existential_addr %14, $Task<Int, any Error>, loc \"/tmp/check-1/main.swift\":9:7, scope 4",
      "sil hidden @$s4main4makeyAA3BoxVyxGxmlF : $@convention(thin) <T> (@thick T.Type) -> @owned Box<T> {",
      "  %5 = init_existential_addr %4, $Box<T>, loc \"/tmp/check-1/main.swift\":2:40, scope 7",
      "  %6 = apply %34<Box<Int>>(%31, %33)" + interpolation + ", loc \"/tmp/check-1/main.swift\":2:50, scope 5",
      "sil hidden @$s4main1fyyF : $@convention(thin) () -> () {",
      "  %22 = apply %21<Envelope<Array<String>, Int>>(%19, %16) : $@convention(method) <τ_0_0> (@in τ_0_0, @thin "
        + "String.Type) -> @owned String, loc \"/tmp/check-1/main.swift\":7:12, scope 5",
      "  %7 = init_existential_addr %4, $Array<Box<String>>, loc \"/tmp/check-1/main.swift\":12:3, scope 7",
    ].joined(separator: "\n")
    let facts = SILFacts.read(Array(sil.utf8), file: "main.swift")
    #expect(facts.described == [.init(line: 7, column: 12, type: "@Envelope<Array<String>, Int>")])
    let found = facts.printed
    #expect(
      found == [
        .init(line: 4, column: 7, type: "@Box<Int>"),
        .init(line: 5, column: 9, type: "EnumeratedSequence<Dictionary<String, Int>>"),
        .init(line: 6, column: 11, type: "@Outer.Page<@User>"),
        .init(line: 12, column: 3, type: "Array<@Box<String>>"),
      ])
  }

  /// Arithmetic at a sized integer's width located in the lesson (`c.asciiValue! + 200`, a
  /// wrapping `&*` of a scalar's `value`, a shift) is kept with its type; comparisons,
  /// conversions, division, the 64-bit and 1-bit builtins, and another file's are not.
  @Test func readsArithmeticOnSizedIntegers() {
    let at = { (l: Int, c: Int) in ", loc \"/tmp/check-1/main.swift\":\(l):\(c), scope 6" }
    let sil = [
      "  %45 = builtin \"uadd_with_overflow_Int8\"(%43, %42, %44) : $(Builtin.Int8, Builtin.Int1)" + at(3, 11),
      "  %162 = builtin \"umul_with_overflow_Int32\"(%160, %159, %161) : $(Builtin.Int32, Builtin.Int1)" + at(9, 42),
      "  %89 = builtin \"ssub_with_overflow_Int16\"(%86, %87, %88) : $(Builtin.Int16, Builtin.Int1)" + at(10, 2),
      "  %103 = builtin \"shl_Int8\"(%100, %102) : $Builtin.Int8" + at(7, 12),
      "  %56 = builtin \"zextOrBitCast_Int8_Int64\"(%54) : $Builtin.Int64" + at(4, 9),
      "  %57 = builtin \"cmp_ult_Int8\"(%54, %55) : $Builtin.Int1" + at(4, 20),
      "  %58 = builtin \"udiv_Int32\"(%11, %4) : $Builtin.Int32" + at(5, 1),
      "  %59 = builtin \"sadd_with_overflow_Int64\"(%1, %2, %3) : $(Builtin.Int64, Builtin.Int1)" + at(5, 3),
      "  %60 = builtin \"xor_Int1\"(%1, %2) : $Builtin.Int1" + at(5, 5),
      "  %61 = builtin \"uadd_with_overflow_Int8\"(%1, %2, %3) : $(Builtin.Int8, Builtin.Int1), loc \"/tmp/check-1/prelude.swift\":1:1, scope 2",
      "  %62 = builtin \"uadd_with_overflow_Int8\"(%1, %2, %3) : $(Builtin.Int8, Builtin.Int1), scope 2",
    ].joined(separator: "\n")
    let found = SILFacts.read(Array(sil.utf8), file: "main.swift").sizedArithmetic
    #expect(
      found == [
        .init(line: 3, column: 11, type: "UInt8"), .init(line: 9, column: 42, type: "UInt32"),
        .init(line: 10, column: 2, type: "Int16"), .init(line: 7, column: 12, type: "8-bit integer"),
      ])
  }
}
