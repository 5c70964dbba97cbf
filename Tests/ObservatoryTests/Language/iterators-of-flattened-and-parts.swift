// A playlist player walking sections of tracks, a page of recent items, and a paired
// schedule — each stepped by hand, printing where its iterator stands.
let sections = [["Intro"], ["Verse", "Chorus"], ["Outro"]]
var player = sections.joined().makeIterator()
print(player)
print(player.next() ?? "-", player.next() ?? "-")
print(player, type(of: player))
while player.next() != nil {}
print([player])

let recent = [10, 20, 30, 40].reversed().prefix(3)
var page = recent.makeIterator()
_ = page.next()
print(page, type(of: page))
var days = (1...7).dropFirst(5).makeIterator()
print(days.next() ?? 0, days)

let slots = zip(["9:00", "9:30", "10:00"], ["stand-up", "review", "lunch"])
var firstTwo = slots.prefix(2).makeIterator()
print(firstTwo)
_ = firstTwo.next(); _ = firstTwo.next(); _ = firstTwo.next()
print(firstTwo, type(of: firstTwo))
var afterStandUp = slots.drop(while: { $0.1 == "stand-up" }).makeIterator()
print(afterStandUp)
print(afterStandUp.next().map { "\($0.0) \($0.1)" } ?? "-", afterStandUp)
print(zip(sections.joined(), 1...).drop(while: { $0.1 < 3 }))
