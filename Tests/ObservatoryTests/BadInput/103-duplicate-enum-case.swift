// expect-error: invalid redeclaration of 'north'
// expect-kind: compile
enum Direction { case north, south, north }
print(Direction.north)
