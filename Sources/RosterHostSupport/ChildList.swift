import Foundation
import Roster

/// A scrolling list inside a row of another list, named by identity: the one idea behind a
/// band and a nested list, which hosts show with different views but keep and recognise
/// alike (see ``ChildLists``).
///
/// - A *band* is a section whose items scroll across the list (a carousel): its cards are the
///   outer list's own items, so it is named by its section's identifier.
/// - A *nested list* is an item whose `NestedListCellModel` shows a whole list of its own,
///   driven by its own controller: it is named by the item's identifier, and carries the model
///   the row shows now, so that the host can show it.
///
/// ``of(_:inListScrolling:)`` is the one place that decides what a child list is; every host
/// asks it. (`ListLayout` decides band geometry by `Constraints.isBand(inListScrolling:)`
/// itself: layout sits beneath this target and knows nothing of hosts.)
package enum ChildList: Sendable {
  /// The band of the section `section`, whose items scroll across the list.
  case band(section: String)
  /// The nested list `model` shows, named by `model.identifier`.
  case nestedList(NestedListCellModel)

  /// What a host displays, and asks about: a section, or an item's model.
  package enum Displayed {
    case section(Section)
    case item(any CellModel)
  }

  /// Whether, and which, child list `displayed` is in a list scrolling `direction`: a section
  /// is a band when its constraints flow across the list (`Constraints.isBand(inListScrolling:)`);
  /// an item is a nested list when its model is a `NestedListCellModel`, whichever way the list
  /// scrolls. `nil` for everything else.
  package static func of(
    _ displayed: Displayed, inListScrolling direction: ScrollDirection
  ) -> ChildList? {
    switch displayed {
    case .section(let section):
      section.constraints.isBand(inListScrolling: direction)
        ? .band(section: section.identifier) : nil
    case .item(let model):
      (model as? NestedListCellModel).map { .nestedList($0) }
    }
  }

  /// Whether `section` is a band in a list scrolling `direction`: the question most hosts ask
  /// of ``of(_:inListScrolling:)``.
  package static func isBand(
    _ section: Section, inListScrolling direction: ScrollDirection
  ) -> Bool {
    of(.section(section), inListScrolling: direction)?.isBand ?? false
  }

  /// The identifier naming the child list: its section's for a band, its item's for a nested
  /// list.
  package var identifier: String {
    switch self {
    case .band(let section): section
    case .nestedList(let model): model.identifier
    }
  }

  /// Whether it is a band.
  package var isBand: Bool {
    if case .band = self { true } else { false }
  }

  /// The model of a nested list; `nil` for a band.
  package var nestedListModel: NestedListCellModel? {
    if case .nestedList(let model) = self { model } else { nil }
  }
}
