// expect-error: unterminated multi-line string literal
// expect-kind: syntax
let s = """
  abc
print(s)
