struct Record { let id: Int; let payload: String }

func chunked<T>(_ items: [T], size: Int) -> [[T]] {
  stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
}

func process(_ batch: [Record]) async throws -> Int {
  try await Task.sleep(for: .milliseconds(batch.count * 5))
  if batch.contains(where: { $0.payload.isEmpty }) { throw BatchError.emptyPayload(batch.map(\.id)) }
  return batch.map(\.payload.count).reduce(0, +)
}

enum BatchError: Error { case emptyPayload([Int]) }

let records = (1...11).map { Record(id: $0, payload: $0 == 8 ? "" : String(repeating: "x", count: $0)) }
let batches = chunked(records, size: 4)
print(batches.map { $0.map(\.id) })
var processed = 0
var failures: [[Int]] = []
for batch in batches {
  do {
    processed += try await process(batch)
  } catch BatchError.emptyPayload(let ids) {
    failures.append(ids)
  }
}
print(processed, failures)
let sizes = await withTaskGroup(of: (Int, Int).self) { group in
  for (i, batch) in batches.enumerated() {
    group.addTask { (i, (try? await process(batch)) ?? -1) }
  }
  var out = Array(repeating: 0, count: batches.count)
  for await (i, size) in group { out[i] = size }
  return out
}
print(sizes, chunked([1, 2, 3], size: 5), chunked([Int](), size: 2).count)
