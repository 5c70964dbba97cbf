// expect-error: has no member 'apend'
// expect-kind: compile
var a = [1]
a.apend(2)
