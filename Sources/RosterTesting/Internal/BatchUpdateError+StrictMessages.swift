#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Roster's own wording for what UIKit lets through silently. Each message names the position,
// what the new data has there and what the view would show instead.
extension BatchUpdateError {
  static func misplacedSection(
    at slot: Int, from old: Int, shown: some Any, expected: some Any
  ) -> Self {
    Self(
      rule: .misplacedSection,
      message: "after the update, section \(slot) would show section \(quote(shown)) (section "
        + "\(old) before the update), but the data source has section \(quote(expected)) there: "
        + "sections that are not deleted, inserted or moved keep their old relative order "
        + "(UIKit raises nothing, but animates the wrong section)")
  }

  static func misplacedItem(
    at path: IndexPath, from source: SlotOrigin<IndexPath>, shown: some Any, expected: some Any
  ) -> Self {
    let origin =
      switch source {
      case .moved(let old): "moved from \(old.rosterDescription)"
      case .kept(let old), .reloaded(let old):
        "not moved, at \(old.rosterDescription) before the update"
      case .inserted: "inserted"
      }
    return Self(
      rule: .misplacedItem,
      message:
        "after the update, the cell at \(path.rosterDescription) would show item \(quote(shown)) "
        + "(\(origin)), but the data source has item \(quote(expected)) there: items that are "
        + "not deleted, inserted or moved keep their old relative order and fill the free "
        + "slots (UIKit raises nothing, but animates wrongly and shows a misplaced cell)")
  }

  static func sectionReloadTargetsWrongSection(
    _ old: Int, slot: Int, reloaded: some Any, landing: some Any
  ) -> Self {
    Self(
      rule: .wrongTarget,
      message: "the reload of section \(old) targets the wrong section: it reloads section "
        + "\(quote(reloaded)), but section \(quote(landing)) is in its slot (\(slot)) after the "
        + "update")
  }

  static func reloadTargetsWrongItem(
    _ old: IndexPath, slot: IndexPath, reloaded: some Any, landing: some Any
  ) -> Self {
    Self(
      rule: .wrongTarget,
      message:
        "the reload of index path \(old.rosterDescription) targets the wrong item: it reloads item "
        + "\(quote(reloaded)), but item \(quote(landing)) is in its slot "
        + "(\(slot.rosterDescription)) after the update")
  }

  static func itemRebindTargetsNothing(_ path: IndexPath, sections: [Int]) -> Self {
    let only: String
    if !path.isItemPath {
      only = "it does not name an item in a section"
    } else if sections.indices.contains(path.section) {
      only = "there are only \(sections[path.section]) items in section \(path.section)"
    } else {
      only = "there are only \(sections.count) sections"
    }
    return Self(
      rule: .wrongTarget,
      message:
        "the rebind of index path \(path.rosterDescription) targets the wrong item: \(only) after "
        + "the update")
  }

  static func sectionRebindTargetsNothing(_ section: Int, count: Int) -> Self {
    Self(
      rule: .wrongTarget,
      message: "the rebind of section \(section) targets the wrong section: there are only "
        + "\(count) sections after the update")
  }

  static func staleSection(
    _ section: Int, id: some Any, shown: some Any, expected: some Any
  ) -> Self {
    Self(
      rule: .staleContent,
      message: "after the update, section \(section) (\(quote(id))) would show stale content "
        + "\(quote(shown)) instead of \(quote(expected)): rebind it after the batch "
        + "(sectionRebinds)" + impureHint)
  }

  static func staleItem(
    at path: IndexPath, from source: SlotOrigin<IndexPath>, id: some Any, shown: some Any,
    expected: some Any
  ) -> Self {
    guard case .moved(let old) = source else {
      return Self(
        rule: .staleContent,
        message:
          "after the update, the cell at \(path.rosterDescription) (item \(quote(id))) would show "
          + "stale content \(quote(shown)) instead of \(quote(expected)): rebind it after the "
          + "batch (itemRebinds) or reload it" + impureHint)
    }
    return Self(
      rule: .staleMovedCell,
      message:
        "after the update, the cell moved from \(old.rosterDescription) to "
        + "\(path.rosterDescription) (item \(quote(id))) would show stale content "
        + "\(quote(shown)) instead of \(quote(expected)): a move does not refresh a cell; "
        + "rebind it at its new index path after the batch (itemRebinds), or delete and insert "
        + "it" + impureHint)
  }

  /// When a `ListController` planned the batch, stale content means the diff was told the
  /// content had not changed: a model whose `identical(to:)` answers differently from call to
  /// call does that.
  private static let impureHint =
    " (if Roster planned this batch, check that the models' identical(to:) is a pure function "
    + "of the two models: an answer that changes between calls hides content changes)"

  private static func quote(_ value: some Any) -> String { String(reflecting: value) }
}
