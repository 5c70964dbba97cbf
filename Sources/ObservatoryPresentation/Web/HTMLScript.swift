import ObservatoryEngine

/// The style and the script of the lesson web page (`HTMLPage.swift`): `Web/page.css` and
/// `Web/page.js`, built into the binary (Package.swift: `.embedInCode`) and written inline into
/// the page, so it needs nothing else. The script shows one step at a time: → / Space / PageDown forward, ← / PageUp
/// back, Home and End; `#step-N` in the address opens step N (without scrolling). A `#predict`
/// step's choices reveal whether they were right (an order question is answered by clicking the
/// items in order, and graded item by item); its graph is shown only then. The graph is drawn at
/// the size that fits its pane but never so small that its text is under 12 px: a larger graph
/// scrolls inside its pane, and − / + zoom it (never below that size either).
///
/// For tests, an address ending in `#test:keys=ArrowRight,ArrowRight;choose=1` presses those keys
/// (as keyboard events the page handles like real ones) and clicks that choice on load, then
/// writes what is on screen into `#test-report` as JSON: the step shown, the position text, the
/// code shown, and the drawn graph's node count and size, measured by the browser's layout.
/// `#test:measure` shows every step in turn (answering its question, if any) and reports the
/// smallest graph text on each, in CSS pixels as drawn (`smallestText`).
enum HTMLScript {
  static let css = EmbeddedText.text(PackageResources.page_css)

  static let js = EmbeddedText.text(PackageResources.page_js)
}
