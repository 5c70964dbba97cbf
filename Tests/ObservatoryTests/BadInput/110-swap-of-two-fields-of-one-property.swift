// expect-error: overlapping accesses to a variable
// expect-kind: runtime
struct Stats { var hits = 0; var misses = 0 }
final class Cache { var stats = Stats() }
let cache = Cache()
cache.stats.hits = 3
// Both arguments modify cache.stats at once. Swift: Simultaneous accesses, but modification requires exclusive access
swap(&cache.stats.hits, &cache.stats.misses)
print(cache.stats)
