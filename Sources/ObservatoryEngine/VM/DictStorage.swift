/// Dictionary storage that remembers insertion order, so printing and iteration are the same on
/// every run (Swift's own order is randomized per process; lessons must not depend on it).
///
/// The keys and values live in two arrays in insertion order; `table` finds a key's position in
/// them: an open-addressing hash table (linear probing, a power of two in size, at most half
/// full) whose entries are a key's position + 1 in the low 32 bits (0: an empty bucket) and the
/// high 32 bits of its hash above them. A probe compares keys only when those bits match, and
/// growing the table moves 8 bytes per entry without hashing any key again.
public struct DictStorage {
  package var keys: [Value] = []
  package var values: [Value] = []
  private var table: [UInt64] = []

  /// The position of `key` in `keys`, if the dictionary holds it.
  func find(_ key: Value) -> Int? {
    guard !table.isEmpty else { return nil }
    return probe(key, tag: DictStorage.tag(key)).position
  }

  subscript(key: Value) -> Value? {
    get { find(key).map { values[$0] } }
  }

  /// One hash and probe of the table: it finds the key's position or, for a new key, appends it
  /// (the dictionary's `_modify` with a default).
  mutating func set(_ key: Value, _ value: Value) {
    let tag = DictStorage.tag(key)
    var bucket = -1
    if !table.isEmpty {
      let (b, position) = probe(key, tag: tag)
      if let i = position {
        var old = values[i]
        values[i] = value
        Reaper.release(taking: &old)
        return
      }
      bucket = b
    }
    if (keys.count + 1) * 2 > table.count {
      grow(toHold: keys.count + 1)
      bucket = DictStorage.emptyBucket(for: tag, in: table)
    }
    table[bucket] = tag << 32 | UInt64(keys.count + 1)
    keys.append(key)
    values.append(value)
  }

  @discardableResult
  mutating func remove(_ key: Value) -> Value? {
    guard let i = find(key) else { return nil }
    let old = values[i]
    keys.remove(at: i)
    values.remove(at: i)
    table = []  // the positions after `i` moved: made again from the keys
    grow(toHold: keys.count)
    return old
  }

  var count: Int { keys.count }

  /// Forgets the table (for the reaper, which takes the keys and values apart).
  mutating func dropTable() { table = [] }

  /// The bucket holding `key` and its position, or the empty bucket where it would go and nil.
  private func probe(_ key: Value, tag: UInt64) -> (bucket: Int, position: Int?) {
    let mask = table.count &- 1
    var b = Int(truncatingIfNeeded: tag) & mask
    while true {
      let e = table[b]
      if e == 0 { return (b, nil) }
      if e &>> 32 == tag {
        let i = Int(truncatingIfNeeded: e & 0xffff_ffff) &- 1
        if HashKey.equal(keys[i], key) { return (b, i) }
      }
      b = (b &+ 1) & mask
    }
  }

  /// A table at most half full once it holds `n` keys, holding the entries of this one (moved by
  /// their tags, no key hashed again), or every key's when this one is empty.
  private mutating func grow(toHold n: Int) {
    var size = 8
    while size < n * 2 { size *= 2 }
    var fresh = [UInt64](repeating: 0, count: size)
    if table.isEmpty {
      for (k, key) in keys.enumerated() {
        let tag = DictStorage.tag(key)
        fresh[DictStorage.emptyBucket(for: tag, in: fresh)] = tag << 32 | UInt64(k + 1)
      }
    } else {
      for e in table where e != 0 { fresh[DictStorage.emptyBucket(for: e &>> 32, in: fresh)] = e }
    }
    table = fresh
  }

  /// The first empty bucket from the tag's own (the table has one).
  @inline(__always)
  private static func emptyBucket(for tag: UInt64, in table: [UInt64]) -> Int {
    let mask = table.count &- 1
    var b = Int(truncatingIfNeeded: tag) & mask
    while table[b] != 0 { b = (b &+ 1) & mask }
    return b
  }

  /// The high 32 bits of the key's hash (equal keys hash alike: `HashKey`).
  @inline(__always)
  private static func tag(_ key: Value) -> UInt64 {
    UInt64(bitPattern: Int64(HashKey(key)._rawHashValue(seed: 0))) &>> 32
  }
}
