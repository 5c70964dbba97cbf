var x = 5
x &= 3
x |= 8
x ^= 1
x >>= 1
x <<= 2
x %= 7
print(x)
var b = true
b = b && !b || b
print(b)
