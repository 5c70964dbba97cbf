struct Snapshot {
  let label: String
  let values: Set<Int>
}

let snap = Snapshot(label: "first", values: [3])
dump(snap)
let task = Task { snap.values.count }
dump(task)
let position = snap.values.firstIndex(of: 3)!
dump(position)
print(await task.value)
