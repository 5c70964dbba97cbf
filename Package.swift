// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Observatory",
  products: [
    .executable(name: "observatory", targets: ["observatory"]),
    .library(name: "ObservatoryEngine", targets: ["ObservatoryEngine"]),
    .library(name: "ObservatoryPresentation", targets: ["ObservatoryPresentation"]),
    .library(name: "ObservatoryVerification", targets: ["ObservatoryVerification"]),
  ],
  targets: [
    // Three layers the compiler holds apart (docs/engine-layers.md). The engine: the lesson language
    // (lexer, parser, compiler, VM), the simulated Observation runtime, the scheduler and views, and
    // the models the other layers render (trace events, dependency graph). It imports none of ours.
    // The VM is single-threaded and keeps its own invariants; Swift's dynamic exclusivity checks
    // cost a quarter of its time, so they are off for this target.
    .target(
      name: "ObservatoryEngine",
      dependencies: ["CLimits"],
      // The lesson prelude: lesson code, built in as text (`LessonPrelude`).
      resources: [.embedInCode("Compiler/Prelude/Prelude.swift")],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
    ),
    // What the user sees: trace and graph rendering, explanations, transcripts, sessions, courses,
    // exercises, presentations, the web page, the rules text.
    .target(
      name: "ObservatoryPresentation",
      dependencies: ["ObservatoryEngine"],
      // Built in as text: the web pages' style and script, and docs/rules.md (Rules/rules.md is a
      // link to it).
      resources: [
        .embedInCode("Web/page.css"), .embedInCode("Web/page.js"), .embedInCode("Drill/drills.css"),
        .embedInCode("Drill/drills.js"), .embedInCode("Rules/rules.md"),
      ],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
    ),
    // Checking the playground against real Swift: export (its prelude is real Swift,
    // Verify/Prelude/*.swift, embedded as text), toolchain, verifier, comparison; and fuzzing.
    .target(
      name: "ObservatoryVerification",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation"],
      resources: [
        .embedInCode("Verify/Prelude/PreludeCore.swift"), .embedInCode("Verify/Prelude/PreludeWithTracking.swift"),
        .embedInCode("Verify/Prelude/PreludeViews.swift"), .embedInCode("Verify/Prelude/PreludeLegacy.swift"),
        .embedInCode("Verify/Prelude/PreludeCombine.swift"), .embedInCode("Verify/Prelude/PreludeTrace.swift"),
        .embedInCode("Verify/Prelude/PreludeTraceSPI.swift"),
      ],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
    ),
    // What the lesson limits need from C: an atomic flag for the watchdog, malloc_trim.
    .target(name: "CLimits"),
    // libedit, found with pkg-config (Debian: libedit-dev, Homebrew: libedit).
    .systemLibrary(
      name: "CLibedit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // libedit's variadic calls and the signal handlers, behind plain C functions Swift can call.
    .target(name: "CLineEditor", dependencies: ["CLibedit"]),
    // The interactive REPL: line editing, history, completion, colon commands.
    .target(name: "ObservatoryREPL", dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "CLineEditor"]),
    // The command line: `observatory`, `observatory LESSON`, `run`, `check`, ...
    .executableTarget(
      name: "observatory",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification", "ObservatoryREPL"]),
    // The tests, a target per layer, each importing only the layer it tests (and those below it)
    // where it can. Helpers they share (running a lesson, the repository's files, the binary, a
    // pseudo-terminal, Chromium) are in TestSupport; the fixtures they share (probes, corpora,
    // recordings) are files in Tests/ObservatoryTests, read from the checkout.
    .target(
      name: "TestSupport",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification"],
      path: "Tests/TestSupport"
    ),
    // The lesson language, the VM and the simulated Observation runtime.
    .testTarget(name: "EngineTests", dependencies: ["ObservatoryEngine", "TestSupport"]),
    // What the user sees: traces, graphs, explanations, transcripts, courses, the web page.
    .testTarget(
      name: "PresentationTests", dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "TestSupport"]),
    // Export, the compiler gate and `verify` against the real toolchain; conformance and mutations.
    .testTarget(
      name: "VerificationTests",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification", "TestSupport"]
    ),
    // The interactive REPL, in process and through a pseudo-terminal.
    .testTarget(
      name: "REPLTests",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryREPL", "TestSupport"]
    ),
    // The `observatory` command as a user runs it (the built binary), and the README's claims.
    .testTarget(
      name: "ObservatoryTests",
      dependencies: [
        "ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification", "ObservatoryREPL", "TestSupport",
      ],
      exclude: [
        "Regressions", "CombineStub", "trace-divergences.txt", "Probes", "BadInput", "Seeds", "Idioms", "Language",
        "Stdlib", "Foundation", "corpus-divergences.txt", "Recorded", "Invalid", "Checked",
      ]
    ),
  ]
)

// The fuzz target (scripts/fuzz.sh): libFuzzer calls it with one input at a time. It has no
// `main` (libFuzzer's is linked in with -sanitize=fuzzer), so it exists only when the script asks.
if Context.environment["OBSERVATORY_FUZZ"] != nil {
  package.products.append(.executable(name: "observatory-fuzz", targets: ["ObservatoryFuzz"]))
  package.targets.append(
    .executableTarget(
      name: "ObservatoryFuzz",
      dependencies: ["ObservatoryEngine", "ObservatoryPresentation", "ObservatoryVerification"], path: "Fuzz/Target"))
}
