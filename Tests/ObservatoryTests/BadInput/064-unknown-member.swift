// expect-error: has no member 'apend'
// expect-kind: runtime
var a = [1]
a.apend(2)
