/// Member names the VM itself knows: properties and methods of builtin values. They are interned
/// first and in this order, so a symbol id equals the case's raw value and builtin dispatch is a
/// switch on an integer, never a string comparison.
enum Sym: Int, CaseIterable {
  case count, isEmpty, first, last, keys, values, description, lowerBound, upperBound, indices
  case append, insert, remove, removeAll, removeFirst, removeLast, popLast, sort, sorted, reverse, reversed
  case map, filter, reduce, forEach, contains, firstIndex, lastIndex, joined, enumerated, min, max
  case compactMap, flatMap, allSatisfy, prefix, suffix, dropFirst, dropLast, swapAt, sum
  case hasPrefix, hasSuffix, uppercased, lowercased, split, padding, toggle, trimmingCharacters
  case removeValue, updateValue, merge, union, intersection, subtracting, isSubset
  case cancel, changed, value, withLock, isCancelled
  case rounded, squareRoot, magnitude, isNaN, isMultiple, quotientAndRemainder, signum
  case nan, infinity, pi, zero, greatestFiniteMagnitude
  case `init`, `self`
  case milliseconds, seconds, nanoseconds, microseconds
  case some, none
  case next, finish
  case main, assumeIsolated, assertIsolated, sleep, yield
  case utf8, unicodeScalars, isLetter, isNumber, characters
  case firstWhere, index, distance, offset, element, zipped
  case debugDescription, `repeating`, startIndex, endIndex, capacity, shuffled, randomElement
  case body, sink, send, store, objectWillChange
  // Set
  case formUnion, formIntersection, subtract, symmetricDifference, formSymmetricDifference, isSuperset, isDisjoint
  case isStrictSubset, isStrictSuperset, update
  // Collections
  case mapValues, compactMapValues, merging, shuffle, elementsEqual, starts, makeIterator, lexicographicallyPrecedes
  // Strings and characters
  case components, replacingOccurrences, replacingCharacters, replacing, capitalized, isUppercase, isLowercase,
    isWhitespace, isPunctuation
  case asciiValue, wholeNumberValue, isHexDigit, hexDigitValue, isASCII, localizedCaseInsensitiveContains
  case isWholeNumber, isSymbol, isMathSymbol, isCurrencySymbol, isNewline, isCased, trimmingPrefix
  // Integers' bits and overflow-reporting arithmetic
  case bitWidth, nonzeroBitCount, leadingZeroBitCount, trailingZeroBitCount
  case addingReportingOverflow, subtractingReportingOverflow, multipliedReportingOverflow
  case dividedReportingOverflow, remainderReportingOverflow
  // Numbers
  case range, caseInsensitiveCompare
  case truncatingRemainder, remainder, isFinite, isInfinite, isZero, random, leastNonzeroMagnitude, ulpOfOne
  case removeSubrange, replaceSubrange, drop, partition
  // Foundation's string comparisons
  case localizedCaseInsensitiveCompare, localizedCompare, localizedStandardCompare, compare
  // withObservationTracking's argument labels
  case onChange, willSet, didSet
  // Foundation's locale-aware string members
  case localizedStandardContains, localizedUppercase, localizedLowercase, localizedCapitalized, appending
  // Ranges: RangeAlgebra.swift
  case clamped, overlaps, reserveCapacity, localizedDescription, errorDescription
  // Numbers as Strideable: `advanced(by:)`, `distance(to:)`
  case advanced
}

extension Program {
  /// Interns the builtin member names so their ids equal `Sym` raw values.
  func internBuiltinSymbols() {
    for (k, name) in Sym.names.enumerated() {
      let id = symbol(name)
      precondition(id == k, "builtin symbols must be interned first")
    }
  }
}

extension Sym {
  /// The cases' names in raw-value order, found once per process: `String(describing:)` of an
  /// enum case goes through reflection, and every program (each run, each REPL session) interns them.
  static let names: [String] = allCases.map { String(describing: $0) }
}
