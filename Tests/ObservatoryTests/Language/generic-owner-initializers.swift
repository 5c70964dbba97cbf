// A form store and a cache whose generic parts are made without written type arguments in
// their initializers and property defaults: Swift reads them from the stored properties' types,
// built from the owner's parameters (`var draft: Field<Value>`).

struct Field<Value> {
  var history: [Value] = []
  var current: Value? = nil
}

struct Labeled<Value, Label> {
  var value: Value? = nil
  var label: Label? = nil
}

struct FormStore<Value> {
  var draft: Field<Value>
  var saved: Field<Value>?
  var undo: [Field<Value>]
  var extra: Field<Value> = Field()
  var caption: Labeled<Value, String> = Labeled()

  init() {
    draft = Field()
    saved = Field()
    undo = [Field(), Field()]
  }

  init(keeping: Bool) {
    draft = Field()
    saved = keeping ? Field() : nil
    undo = []
  }
}

final class Cache<Key: Hashable, Value> {
  var entries: Field<Value>
  var keys: Field<Key>
  var pinned: Field<Key>? = Field()

  init() {
    entries = Field()
    keys = Field()
  }
}

let form = FormStore<String>()
print(form)
print(form.draft, form.saved as Any)
print(type(of: form.undo))

let typed: FormStore<Int> = FormStore(keeping: true)
print(typed.saved!, typed.caption)
print(FormStore<Double>(keeping: false).undo.count)

let cache = Cache<String, [Int]>()
print(cache.entries, cache.keys)
debugPrint(cache.pinned!)
print(type(of: cache.entries), type(of: cache.pinned))
