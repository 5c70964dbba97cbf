import ObservatoryEngine

/// What an exported lesson must not be able to do: touch files, start processes, use the network,
/// read the environment or raw memory. Lessons cannot: the playground has none of these APIs, and
/// `SwiftExport` exports only a lesson the playground's compiler accepts, which knows only the
/// lesson's own names and the playground's builtins. This list is the second line behind it: the
/// types through which Swift, Foundation or the C library would hand such power to the real
/// program, refused by name unless the lesson declares a type of that name itself.
enum Capabilities {
  static let types: Set<String> = Set(Catalog.unavailable.keys.filter { $0.first?.isUppercase == true }).union([
    "FileManager", "FileHandle", "Process", "ProcessInfo", "CommandLine", "URLSession", "URLRequest", "Bundle",
    "NSData", "NSFileManager", "NSFileHandle", "InputStream", "OutputStream", "Pipe", "Host", "UserDefaults",
    "NotificationCenter", "DistributedNotificationCenter", "Thread", "DispatchSemaphore", "FILE", "OpaquePointer",
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer",
    "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "Unmanaged",
  ])

  /// Throws a lesson error at the first use of such a type.
  static func check(_ file: SourceFile, _ scan: FeatureScan) throws {
    let used = scan.names.subtracting(scan.declaredTypes).intersection(types)
    guard
      let first = used.min(by: { (scan.firstUse[$0] ?? Int.max, $0) < (scan.firstUse[$1] ?? Int.max, $1) })
    else { return }
    throw LessonError(
      .compile,
      "'\(first)' is not available to lessons: "
        + (Catalog.unavailable[first] ?? "a lesson cannot touch files, processes, the network or raw memory"),
      at: scan.firstUse[first].map { SourceLoc(file, $0) },
      hint: "observatory export and verify turn only what the playground can run into a real program")
  }
}
