// expect-error: must not fall through
// expect-kind: compile
func f(_ x: Int) {
  guard x > 0 else {
    print("negative")
  }
  print(x)
}
f(-1)
