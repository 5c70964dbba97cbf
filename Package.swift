// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Observatory",
  products: [
    .executable(name: "observatory", targets: ["observatory"]),
    .library(name: "ObservatoryCore", targets: ["ObservatoryCore"]),
  ],
  targets: [
    // The lesson language (lexer, parser, compiler, VM) and the simulated Observation runtime.
    // The VM is single-threaded and keeps its own invariants; Swift's dynamic exclusivity checks
    // cost a quarter of its time, so they are off for this target.
    .target(
      name: "ObservatoryCore",
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
    ),
    // The command line: `observatory run`, `check`, ...
    .executableTarget(name: "observatory", dependencies: ["ObservatoryCore"]),
    .testTarget(
      name: "ObservatoryTests",
      dependencies: ["ObservatoryCore"],
      resources: [.copy("Probes"), .copy("BadInput")]
    ),
  ]
)
