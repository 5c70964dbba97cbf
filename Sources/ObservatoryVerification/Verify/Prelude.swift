/// The prelude of an exported lesson: what only the playground has (`#expect` support, the view
/// host, `withTracking`, the legacy `ObservableObject` stand-in), as real Swift files in
/// `Verify/Prelude/`. The build embeds them (Package.swift: `.embedInCode`) and the suite compiles
/// them; `SwiftExport` appends the parts a lesson needs after its code.
enum Prelude {
  static let core = text(PackageResources.PreludeCore_swift)
  static let withTracking = text(PackageResources.PreludeWithTracking_swift)
  static let views = text(PackageResources.PreludeViews_swift)
  static let legacy = text(PackageResources.PreludeLegacy_swift)
  /// The real runtime's events, for the program `observatory verify` builds (`TracedExport.swift`).
  static let trace = text(PackageResources.PreludeTrace_swift)
  /// The trace of the SPI `withObservationTracking(_:willSet:didSet:)`, for lessons that use it.
  static let traceSPI = text(PackageResources.PreludeTraceSPI_swift)

  /// Each part with its file name, in the order they are appended.
  static let parts: [(name: String, text: String)] = [
    ("PreludeCore.swift", core), ("PreludeWithTracking.swift", withTracking), ("PreludeViews.swift", views),
    ("PreludeLegacy.swift", legacy), ("PreludeCombine.swift", combine), ("PreludeTrace.swift", trace),
    ("PreludeTraceSPI.swift", traceSPI),
  ]

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
