let nums = [1, 2, 3]
let r: [Int] = nums.reversed()
print(r)
print(nums.reversed() as [Int])
func f(_ xs: [Int]) { print(xs) }
f(nums.reversed())
let s: [Int] = Array(nums.dropFirst())
print(s, nums.dropFirst() as ArraySlice<Int>)
var arr = [Int]()
arr = nums.reversed()
print(arr)
let e: [(Int, Int)] = Array(zip(nums, nums))
print(e.count)
