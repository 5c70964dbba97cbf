// expect-error: unexpected '}'
// expect-kind: syntax
}
