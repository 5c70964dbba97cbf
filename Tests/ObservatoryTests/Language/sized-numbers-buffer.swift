// Code from the seeds' caches: byte buffers and a Float ratio. The playground's numbers are Int
// and Double only, so it refuses these types by name when the lesson loads.
struct Packet {
  var bytes: [UInt8]
  var checksum: UInt8 { bytes.reduce(0, &+) }
}

final class DownloadCache {
  var entries: [String: [UInt8]] = [:]
  var progress: Float = 0

  func store(_ key: String, _ bytes: [UInt8]) {
    entries[key] = bytes
    progress = Float(entries.count) / 3
  }
}

let cache = DownloadCache()
cache.store("logo", [0x89, 0x50, 0x4E, 0x47])
cache.store("icon", Array(repeating: 255, count: 3))
let packet = Packet(bytes: cache.entries["icon"]!)
print(packet.checksum, cache.progress, UInt8.max, Int8(-5).magnitude)
