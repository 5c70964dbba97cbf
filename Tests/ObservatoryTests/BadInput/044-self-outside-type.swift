// expect-error: 'self' is only available
// expect-kind: compile
self.x = 1
