import Foundation

// A journal model that logs the types of its stores while debugging: declared element types are
// what Swift names, also for Character, Foundation's types and empty collections.
struct Entry {
  let id: UUID
  let written: Date
  let mood: Character
}

final class Journal {
  var entries: [Entry] = []
  var moods: [Character] = ["🙂", "😐"]
  var seen: Set<UUID> = []
  var lastEdit: Date? = nil
  var byDay: [String: [Date]] = [:]

  func add(_ mood: Character) {
    let e = Entry(id: UUID(), written: Date(timeIntervalSince1970: 0), mood: mood)
    entries.append(e)
    seen.insert(e.id)
    lastEdit = e.written
  }
}

let journal = Journal()
print(type(of: journal.moods), type(of: journal.seen), type(of: journal.lastEdit))
print(type(of: journal.byDay), [type(of: journal.byDay)])
journal.add("🙂")
print(journal.entries.count, journal.seen.count, type(of: journal.entries))
let picked: [Character] = journal.moods.filter { $0 != "😐" }
print(picked, type(of: picked), [type(of: picked)])
