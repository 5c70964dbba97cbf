// expect-error: fatal error: boom
// expect-kind: assertion
fatalError("boom")
