import CLimits
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much memory the process uses, for the memory limit (`Limits.memory`). Lesson values live
/// in many shapes (Swift arrays, dictionaries and strings inside the VM's values, objects, fibers,
/// trace events), so the playground measures what the process holds rather than adding up values:
/// the resident set, read from `/proc/self/statm` (a few microseconds). Memory the allocator has
/// freed but kept counts as used until `trim()` hands it back; the limit check trims before it
/// gives up. Where `/proc` does not exist the measure is 0 and the limit is not enforced.
enum MemoryUse {
  /// Bytes resident now, and the size of the address space the process has mapped.
  static func current() -> (resident: Int, mapped: Int) {
    #if os(Linux)
      let fd = statm
      guard fd >= 0 else { return (0, 0) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 127, 0) }
      guard n > 0 else { return (0, 0) }
      // "size resident shared text lib data dt", in pages.
      var fields: [Int] = []
      var value = 0
      var inNumber = false
      for b in buffer[..<n] {
        if b >= 48 && b <= 57 {
          value = value * 10 + Int(b - 48)
          inNumber = true
        } else if inNumber {
          fields.append(value)
          value = 0
          inNumber = false
          if fields.count == 2 { break }
        }
      }
      guard fields.count == 2 else { return (0, 0) }
      return (fields[1] * pageSize, fields[0] * pageSize)
    #else
      return (0, 0)
    #endif
  }

  /// Gives memory the allocator keeps after frees back to the system, so that `current()` says
  /// what is really in use. Takes a moment on a large heap; called only when over the limit.
  static func trim() {
    obs_memory_trim()
  }

  /// The process's address-space limit (`ulimit -v`), if one is set. Past it an allocation fails
  /// and Swift stops the process, so the memory check keeps a margin below it.
  static let addressSpaceLimit: Int? = {
    #if canImport(Glibc)
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return nil }
      return limit.rlim_cur == rlim_t.max ? nil : Int(clamping: limit.rlim_cur)
    #else
      return nil
    #endif
  }()

  /// Kept free below `addressSpaceLimit`: the allocator maps arenas 64 MB at a time.
  static let addressSpaceMargin = 160 << 20

  #if os(Linux)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    private static let statm: Int32 = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
  #endif
}
