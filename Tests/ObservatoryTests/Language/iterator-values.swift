// A tokenizer pulls values from iterators by hand: a stride of tick marks, a list of words, a
// zip of names and scores, an endless counter. Printing an iterator shows where it stands.

var ticks = stride(from: 0, to: 10, by: 4).makeIterator()
print(ticks)
while let t = ticks.next() {
  print("tick", t)
}
print(ticks)
debugPrint(ticks)

var countdown = stride(from: 3.0, through: 0.0, by: -1.5).makeIterator()
_ = countdown.next()
print(countdown, type(of: countdown))

var words = ["let", "x", "=", "1"].makeIterator()
var tokens: [String] = []
while let w = words.next(), w != "=" {
  tokens.append(w)
}
print(tokens, words)
print(type(of: words))

var scores = zip(["ann", "bob"], [3, 5]).makeIterator()
if let (name, score) = scores.next() {
  print(name, score)
}
print(scores)

var ids = (100...).makeIterator()
let first = ids.next()!
let second = ids.next()!
print(first, second, ids)

var window = (1...3).makeIterator()
_ = window.next()
print(window)
print([window])

var rest = [1, 2, 3].dropFirst().makeIterator()
print(rest.next() as Any, rest)
