/// Swift's report of a trap, as a recording holds it: the message (`Fatal error: ...`), and on
/// Linux (or on macOS with `SWIFT_BACKTRACE=enable=yes`) the backtracer's report, whose parts come
/// in an order that never varies: the signal, the crash, the platform, the crashed thread's frames
/// (numbered upwards), the registers (in the processor's order), the loaded images (by address),
/// the time it took; each heading between blank lines. Its content (addresses) differs from run
/// to run and is not compared, but a report whose lines are out of that order was not written by
/// Swift, so `observatory verify` does not accept it.
enum CrashReport {
  /// Registers in the order the backtracer prints them (x86_64, then arm64); the others (flags,
  /// segments) come after a blank line.
  static let registerOrder: [String] =
    ["rax", "rdx", "rcx", "rbx", "rsi", "rdi", "rbp", "rsp"] + (8...15).map { "r\($0)" } + ["rip"]
    + (0...28).map { "x\($0)" } + ["fp", "lr", "sp", "pc"]
  static let otherRegisters: Set<String> = ["rflags", "cs", "fs", "gs", "cpsr"]

  enum Section {
    case message, frames, registers, images, other
  }

  /// Why `block` (a recording from its trap's first line, without the exit line) is out of the
  /// order Swift writes it in; nil when it is in order.
  static func disorder(_ block: [String]) -> String? {
    let headings: [(prefix: String, name: String)] = [
      ("*** Signal ", "the signal"), ("*** ", "the crash"), ("Platform: ", "the platform"),
      ("Thread ", "the crashed thread"), ("Registers:", "the registers"), ("Images", "the images"),
      ("Backtrace took", "the time it took"),
    ]
    func trimmed(_ l: String) -> Substring { l.drop { $0 == " " } }
    var lastHeading = -1
    var section = Section.message
    var lastFrame = -1
    var lastRegister = -1
    var lastImage: UInt64 = 0
    var sectionStart = true
    for (k, l) in block.enumerated() {
      let previous = k > 0 ? block[k - 1] : ""
      let next = k + 1 < block.count ? block[k + 1] : nil
      // A heading: in order, between blank lines.
      if let index = headings.indices.first(where: { l.hasPrefix(headings[$0].prefix) }) {
        if index <= lastHeading { return "\(headings[index].name) comes after what follows it" }
        if k == 0 || !previous.isEmpty { return "no blank line before \(headings[index].name)" }
        if next?.isEmpty != true { return "no blank line after \(headings[index].name)" }
        if k + 2 < block.count, block[k + 2].isEmpty { return "two blank lines after \(headings[index].name)" }
        lastHeading = index
        switch index {
        case 3: section = .frames
        case 4: section = .registers
        case 5: section = .images
        default: section = .other
        }
        sectionStart = true
        continue
      }
      if l.isEmpty {
        if k >= 2, previous.isEmpty, block[k - 2].isEmpty { return "three blank lines in a row" }
        if section == .registers, previous.isEmpty, let next, !next.isEmpty,
          !headings.contains(where: { next.hasPrefix($0.prefix) })
        {
          return "a blank line too many"
        }
        continue
      }
      let words = trimmed(l).split(separator: " ")
      switch section {
      case .frames:
        if trimmed(l) == "..." {
          if previous.isEmpty { return "frames elided after a blank line" }
          continue
        }
        guard let n = words.first.flatMap({ Int($0) }) else { return "a line in the frames that is not a frame" }
        if n <= lastFrame { return "frame \(n) comes after frame \(lastFrame)" }
        if trimmed(previous) == "...", n == lastFrame + 1 {
          return "frames elided between frames \(lastFrame) and \(n)"
        }
        if previous.isEmpty, !sectionStart { return "a blank line between frames" }
        lastFrame = n
      case .registers:
        guard let name = words.first.map(String.init) else { continue }
        if let r = registerOrder.firstIndex(of: name) {
          if r <= lastRegister { return "register \(name) out of order" }
          if previous.isEmpty, !sectionStart { return "a blank line before register \(name)" }
          lastRegister = r
        } else if !otherRegisters.contains(name) {
          return "a line in the registers that is not a register"
        } else if !previous.isEmpty {
          return "no blank line before register \(name)"
        }
      case .images:
        guard let first = words.first, first.hasPrefix("0x"),
          let start = UInt64(first.dropFirst(2).prefix { $0.isHexDigit }, radix: 16)
        else { return "a line in the images that is not an image" }
        if start < lastImage { return "the images out of order" }
        if previous.isEmpty, !sectionStart { return "a blank line between images" }
        lastImage = start
      case .message, .other:
        break
      }
      sectionStart = false
    }
    if lastHeading == headings.count - 1, block.last?.isEmpty != true {
      return "no blank line after the time it took"
    }
    return nil
  }
}
