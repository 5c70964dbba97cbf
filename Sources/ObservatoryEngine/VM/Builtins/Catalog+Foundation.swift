/// The catalog's entries for Foundation's value types (`UUID`, `Date`, `Decimal`, `Data`, `URL`)
/// and `AsyncStream`, each implemented in its own file and verified against Swift 6.3.1
/// (`Tests/ObservatoryTests/Foundation`). Merged into `Catalog`'s tables.
extension Catalog {
  static let foundationMemberSignatures: [String] = [
    // UUID
    "uuidString",
    // Date
    "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "timeIntervalSinceNow", "timeIntervalSince(_:)",
    "distance(to:)", "addingTimeInterval(_:)", "advanced(by:)", "addTimeInterval(_:)",
    // Decimal
    "isZero", "isNaN", "magnitude",
    // Data (with the collection members above: count, isEmpty, first, last, prefix, ...)
    "base64EncodedString()",
    // String.UTF8View
    "utf8",
    // URL
    "absoluteString", "scheme", "host", "port", "path", "query", "fragment", "user", "lastPathComponent",
    "pathExtension", "pathComponents", "appendingPathComponent(_:)", "appending(path:)",
    "deletingLastPathComponent()", "deletingPathExtension()", "appendingPathExtension(_:)",
    // AsyncStream, its continuation and iterator
    "yield(_:)", "yield()", "finish()", "onTermination", "makeAsyncIterator()", "next()",
    // the labels of `makeStream`'s tuple
    "stream", "continuation",
  ]

  static let foundationInitializers: [String: [String]] = [
    "UUID": ["", "uuidString:"],
    "Date": [
      "", "timeIntervalSince1970:", "timeIntervalSinceReferenceDate:", "timeIntervalSinceNow:", "timeInterval:since:",
    ],
    "Decimal": ["", "_:", "string:"],
    "Data": ["", "_:", "repeating:count:", "count:", "base64Encoded:"],
    "URL": ["string:"],
    "String": ["data:encoding:", "decoding:as:"],
    "AsyncStream": ["_:", "_:_:", "bufferingPolicy:_:", "_:bufferingPolicy:_:"],
  ]

  static let foundationStatics: [String: [String]] = [
    "Date": ["now", "distantPast", "distantFuture", "self"],
    "Decimal": ["zero", "pi", "nan", "greatestFiniteMagnitude", "leastFiniteMagnitude", "self"],
    "AsyncStream": [
      "makeStream()", "makeStream(of:)", "makeStream(bufferingPolicy:)", "makeStream(of:bufferingPolicy:)",
    ],
    // Metatypes: `AsyncStream(Int.self)`, `makeStream(of: String.self)`, `String(decoding:as: UTF8.self)`.
    "Int": ["self"], "Double": ["self"], "Float": ["self"], "Bool": ["self"], "String": ["self"],
    "Character": ["self"], "UUID": ["self"], "Data": ["self"], "URL": ["self"], "UTF8": ["self"],
    "Void": ["self"],
  ]

  static let foundationUnavailable: [String: String] = [
    "fileURLWithPath": "lessons cannot touch the file system",
    "URLRequest": "lessons cannot use the network",
    "Bundle": "lessons cannot read files",
    "UserDefaults": "lessons cannot keep data between runs",
    "unfolding": "write AsyncStream { continuation in ... } and yield from it",
    "DateFormatter": "formatted dates depend on the machine's locale and time zone",
    "ISO8601DateFormatter": "formatted dates depend on the machine's locale and time zone",
    "Calendar": "calendar dates depend on the machine's time zone",
    "TimeZone": "time zones depend on the machine",
    "Locale": "locales depend on the machine",
    "formatted": "formatted values depend on the machine's locale and time zone",
    "NSDecimalNumber": "use Decimal",
    "NSError":
      "its domain, code and user info are Foundation's bridging; throw an enum or struct of your own conforming to Error (or LocalizedError)",
    "JSONEncoder": "Codable encoding and decoding are not supported by the playground",
    "JSONDecoder": "Codable encoding and decoding are not supported by the playground",
    "PropertyListEncoder": "Codable encoding and decoding are not supported by the playground",
    "PropertyListDecoder": "Codable encoding and decoding are not supported by the playground",
    "JSONSerialization": "JSON encoding and decoding are not supported by the playground",
  ]
}
