// A headline ticker and a log scanner that step through their text by hand, printing where each
// iterator stands — over literal messages, messages built at run time, and paired columns.
let headline = "Markets rally as rates hold steady"
var ticker = headline.makeIterator()
var shown = ""
while shown.count < 7, let c = ticker.next() { shown.append(c) }
print(shown, "|", ticker)

// Built at run time: an interpolation, a repeated rule, an uppercased banner, two literals joined.
let user = "ada"
let greeting = "Welcome back, \(user)! You have new messages"
var letters = greeting.makeIterator()
_ = letters.next()
print(letters)
let rule = String(repeating: "=-", count: 12)
print(rule.makeIterator())
let banner = "system maintenance tonight".uppercased()
print([banner.makeIterator()])
let quiet = "PLEASE KEEP THE NOISE DOWN".lowercased()
debugPrint(quiet.makeIterator())
let footer = "Sent from the observatory " + "mail client"
print(footer.makeIterator())

// Beyond ASCII: a literal and a joined one, by characters and by scalars.
let menu = "Café crème, croissant, pain au chocolat"
var dishes = menu.unicodeScalars.makeIterator()
_ = dishes.next()
_ = dishes.next()
print(dishes)
let order = "Crème brûlée for table " + "four, please"
print(order.makeIterator(), order.unicodeScalars.makeIterator())

// A short message stays inline, however it was made.
let short = "ok \(user)"
print(short.makeIterator())

// Log lines paired with their numbers, skipping the header ones.
let log = "boot: kernel loaded; init: services up"
let numbered = zip(log, 1...).drop(while: { $0.0 != ";" })
print(numbered)
var scan = zip([10, 20, 30], headline).makeIterator()
_ = scan.next()
print(scan)
var steps = headline.enumerated().makeIterator()
_ = steps.next()
print(steps)
