import Testing

@testable import ObservatoryEngine
@testable import TestSupport

/// The lexer and parser on the shapes lessons use, and their error messages.
@Suite struct SyntaxTests {
  func parse(_ s: String) throws -> [Stmt] { try Parser.parse(SourceFile(path: "t.swift", text: s)) }
  func syntaxError(_ s: String) -> LessonError? {
    do {
      _ = try parse(s)
      return nil
    } catch let e as LessonError { return e } catch { return nil }
  }

  @Test func operatorsFollowSwiftWhitespaceRules() throws {
    #expect(output("let a: Int? = 1\nprint(a! + 1)") == ["2"])
    #expect(output("let x = 5\nlet y = x != 4\nprint(y)") == ["true"])
    #expect(output("print(2-1, 2 - 1)") == ["1 1"])
  }

  @Test func labeledTrailingClosuresAndGenericsParse() throws {
    let stmts = try parse(
      """
      withObservationTracking {
        _ = 1
      } onChange: {
        print("x")
      }
      let obs: Observations<Int, Never>.Iteration? = nil
      let m = Mutex<[String]>([])
      """)
    #expect(stmts.count == 3)
    guard case .expr(let e) = stmts[0].kind, case .call(_, let args) = e.kind else {
      Issue.record("expected a call")
      return
    }
    #expect(args.map(\.label) == [nil, "onChange"])
  }

  @Test func narrationAndSectionsAreTopLevelStatements() throws {
    let stmts = try parse("//: # Title\n//: ## Part\nlet x = 1\nfunc f() {\n  //: not narration here\n}\n")
    let narration = stmts.compactMap { s -> String? in
      if case .narration(let t) = s.kind { return t } else { return nil }
    }
    #expect(narration == ["# Title", "## Part"])
  }

  @Test func interpolationNestsStringsAndCalls() {
    #expect(output(#"let n = "a"; print("x\(n + "\(1 + 1)")y")"#) == ["xa2y"])
  }

  @Test func multilineStringsStripIndentation() {
    let src = "let s = \"\"\"\n    one\n      two\n    \"\"\"\nprint(s)"
    #expect(output(src) == ["one", "  two"])
  }

  @Test func errorsPointAtTheProblem() {
    let e = syntaxError("let x = (1 + 2\nprint(x)")
    #expect(e?.loc?.line == 1)
    #expect(e?.message.contains("no matching ')'") == true)
    #expect(syntaxError("let s = \"abc")?.message.contains("unterminated string") == true)
    #expect(syntaxError("/* open")?.message.contains("unterminated comment") == true)
    #expect(syntaxError("let a = 1 let b = 2")?.message.contains("separated by ';'") == true)
    #expect(syntaxError("else { }")?.message.contains("'else'") == true)
  }

  @Test func renderedErrorHasLineAndCaret() {
    let e = syntaxError("let total = 1 +\n")
    let text = e?.rendered() ?? ""
    #expect(text.hasPrefix("t.swift:"))
    #expect(text.contains("│"))
    #expect(text.contains("^"))
  }

  @Test func operatorsSwiftDoesNotHave() {
    #expect(syntaxError("var i = 0\ni++")?.hint?.contains("+= 1") == true)
    #expect(syntaxError("for i in 0..10 { }")?.hint?.contains("0..<10") == true)
    #expect(syntaxError("let x = 1\nif x = 1 { }")?.message.contains("'=='") == true)
    #expect(lessonError("func f() -> Int {\n  let y = 1\n}\nprint(f())")?.message.contains("without returning") == true)
  }

  @Test func commonMistakesGetHints() {
    #expect(lessonError("let x = 1\nx = 2")?.hint?.contains("var") == true)
    #expect(lessonError("let count = 1\nprint(cuont)")?.hint?.contains("count") == true)
  }
}
