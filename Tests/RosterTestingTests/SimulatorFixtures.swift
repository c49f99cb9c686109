import RosterTesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The simulator every test uses: identities and content are strings.
typealias View = SimulatedCollectionView<String, String>

/// An item from `"a"` (identity `a`, content `a`) or `"a=x"` (identity `a`, content `x`).
func item(_ spec: String) -> View.Item {
  let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
  return View.Item(id: parts[0], content: parts.count == 2 ? parts[1] : parts[0])
}

/// A section from `"A"` or `"A=h"` (identity and header content, as for items) and its items.
func section(_ spec: String, _ items: String...) -> View.Section {
  let head = item(spec)
  return View.Section(id: head.id, content: head.content, items: items.map(item))
}

/// `[section, item]`.
func path(_ section: Int, _ item: Int) -> IndexPath { [section, item] }

/// `from→to` for a move or update of an item.
func move(_ from: IndexPath, _ to: IndexPath) -> IndexPathPair {
  IndexPathPair(from: from, to: to)
}

/// Applies `batch` to a view showing `old` and expects it to fail with `rule` (and `message`,
/// when given), leaving the view as it was.
@discardableResult
func expectRejected(
  _ batch: BatchUpdate, from old: [View.Section], to new: [View.Section],
  _ rule: BatchUpdateRule, _ message: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> BatchUpdateError? {
  var view = View(sections: old)
  let before = view
  do {
    try view.apply(batch, updatingTo: new)
    Issue.record("accepted, expected \(rule):\n\(batch)", sourceLocation: sourceLocation)
    return nil
  } catch {
    #expect(error.rule == rule, "\(error)", sourceLocation: sourceLocation)
    if let message {
      #expect(error.message == message, sourceLocation: sourceLocation)
    }
    #expect(view == before, "a rejected batch changed the view", sourceLocation: sourceLocation)
    return error
  }
}

/// Applies `batch` to a view showing `old` and expects it to succeed and show exactly `new`.
func expectAccepted(
  _ batch: BatchUpdate, from old: [View.Section], to new: [View.Section],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var view = View(sections: old)
  do {
    try view.apply(batch, updatingTo: new)
    #expect(view.sections == new, sourceLocation: sourceLocation)
    #expect(!view.isAnimating, sourceLocation: sourceLocation)
  } catch {
    Issue.record("rejected: \(error)\n\(batch)", sourceLocation: sourceLocation)
  }
}
