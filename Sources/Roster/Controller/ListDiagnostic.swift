import Foundation

/// Something wrong with the data a ``ListController`` was given that it worked around rather
/// than crashing.
///
/// Bad input never crashes a release build: the controller applies a defined, safe result and
/// hands one of these to ``ListController/diagnosticHandler``, which prints it in debug builds
/// by default. Tests and apps can replace the handler to assert, log or count.
public enum ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// An item identifier that occurs more than once, and the identifiers of the sections it
  /// occurs in (a section is listed once per occurrence, in reading order).
  public struct DuplicateItem: Hashable, Sendable {
    /// The repeated item identifier.
    public var identifier: String
    /// The sections it occurs in, once per occurrence.
    public var sections: [String]

    /// Creates a description of one duplicated item identifier.
    public init(identifier: String, sections: [String]) {
      self.identifier = identifier
      self.sections = sections
    }
  }

  /// Items share identifiers. The k-th occurrence of an identifier is paired with the k-th
  /// occurrence in the previous state, so the update is still applied correctly, but the
  /// identifiers are not stable and lookups by identifier find the first occurrence.
  ///
  /// Reported when the update that holds them is applied, except for the first load of a long
  /// list (32,768 items or more, into a list showing no sections): that list is shown first,
  /// and its identifiers are checked off the main actor and reported right after, so that its
  /// first screen does not wait for every identifier to be read.
  case duplicateItemIdentifiers([DuplicateItem])
  /// Sections share identifiers; handled as for items.
  case duplicateSectionIdentifiers([String])
  /// A model asked for ``CellSize/relative`` but the controller has no
  /// ``ListController/sizeDelegate``; the cell is sized `.zero`.
  case missingSizeDelegate(itemIdentifier: String)
  /// A size was negative, infinite or NaN, each such dimension treated as zero, or larger than
  /// the list can lay out or its host show, each such dimension capped: at 2⁴⁰ by the controller
  /// (see ``ListController/itemSize(at:)``), and at what the host can address by hosts that cap
  /// further (a terminal list: `TerminalListView.maximumCellHeight` rows). `size` is the size as
  /// given to whoever capped it.
  case invalidSize(itemIdentifier: String, size: CGSize)

  /// The layout worked around bad input (see `LayoutDiagnostic`); hosts that lay the list
  /// out with `ListLayout` report what it found.
  case layout(LayoutDiagnostic)

  /// A model names a cell type that cannot show it: the type's `TypedListCell.Model` is
  /// another model type (``ListCell/canShow(_:)`` says no). The host leaves the cell as it was
  /// rather than binding the wrong model.
  case cellTypeCannotShowModel(cellType: String, modelType: String, itemIdentifier: String)

  /// A model names a cell type this host cannot create (not a terminal cell on a terminal, not
  /// a `UICollectionViewCell` in a collection view or a `UITableViewCell` in a table view, or
  /// never registered); its rows or cells stay blank.
  case unusableCellType(cellType: String, reason: String)

  /// A section's `Constraints` ask for a layout this host cannot show, so it shows the
  /// section its own way, as `reason` says: a `UITableView` (RosterUIKit's `TableViewHost`)
  /// shows one column of full-width rows scrolling vertically, without section insets or
  /// spacing between rows. Reported once per section identifier and cause, not on every update.
  /// A ``NestedListCellModel`` that asks to scroll horizontally inside a table view is reported
  /// the same way, once, with its own identifier as `sectionIdentifier`: the nested list is a
  /// table view of its own, shown vertically.
  case unsupportedConstraints(sectionIdentifier: String, reason: String)

  /// A model names no cell of its own (its cell type is ``NoCell``) and the host's
  /// ``CellRegistry`` has no entry for its type; its rows or cells stay blank. Reported once
  /// per model type, naming the first item met. Register a cell for the model type on the
  /// host's registry (for RosterCells' models, the host's one call that registers them all).
  case noCellForModel(modelType: String, itemIdentifier: String)

  /// A ``SectionContainer`` was given the same provider twice; the provider keeps its first
  /// place.
  case duplicateSectionProvider(String)

  /// This many ``SectionContainer``s were created on one ``ListController``. Each sets the
  /// whole list when its providers change, replacing the sections of the others, so give each
  /// container its own controller; events still reach every container's providers for the
  /// sections they own.
  case controllerSharedByContainers(Int)

  /// A section that flows across the list (`Constraints.scrollDirection` `.horizontal` in a
  /// vertical list, or the reverse) has items reaching `itemsExtent` along the list's cross
  /// axis, past the host's `listExtent`, and the host cannot scroll the section on its own:
  /// the items past the edge are reachable only by scrolling the whole list sideways, if at
  /// all. Reported once per section identifier by a host that cannot scroll such a section on
  /// its own. Every host of this package scrolls bands (the terminal list view along its rows,
  /// RosterUIKit's `CollectionViewHost` in a collection view of the band's own), so none
  /// reports it; a host of another kind may.
  case sectionPastTheEdge(sectionIdentifier: String, itemsExtent: CGFloat, listExtent: CGFloat)

  /// An item's action cannot be offered as declared, as `reason` says, and the host offers the
  /// item's actions without it, or without its shortcut, so that no key or menu entry runs
  /// another action's handler:
  ///
  /// - an action whose identifier an earlier action of the item has is left out everywhere
  ///   (reported by the controller);
  /// - a terminal shortcut that an earlier action of the item has, or that the list uses itself
  ///   (its action menu key, its move key, and `j` and `k`, which move the cursor), never runs
  ///   the action; the action stays in the menu, without the shortcut (reported by
  ///   `TerminalListView`).
  ///
  /// Reported once per model type and action.
  case conflictingItemAction(itemIdentifier: String, actionIdentifier: String, reason: String)

  /// An outline section's tree has nodes whose identifiers an earlier node of the list's
  /// outlines has: each is left out with its subtree, since expansion is kept by identity.
  case duplicateOutlineItems(sectionIdentifier: String, itemIdentifiers: [String])

  /// An outline call (``ListController/expand(_:animated:completion:)`` and the like) named
  /// an item that no outline section of the requested state has; nothing changed.
  case unknownOutlineItem(itemIdentifier: String)

  /// An outline node with children not loaded yet (``OutlineItem/hasUnloadedChildren``)
  /// expanded while ``ListController/outlineChildrenLoader`` is `nil`: nothing shows under it
  /// until a loader is set. Reported once per expansion.
  case missingOutlineChildrenLoader(itemIdentifier: String)

  /// What is wrong, naming the identifiers involved.
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let duplicates):
      return "duplicate item identifiers: "
        + duplicates.map(\.summary).joined(separator: "; ")
    case .duplicateSectionIdentifiers(let identifiers):
      return "duplicate section identifiers: "
        + identifiers.map { "'\($0)'" }.joined(separator: ", ")
    case .missingSizeDelegate(let identifier):
      return "'\(identifier)' asks for a relative size but the list has no size delegate"
    case .invalidSize(let identifier, let size):
      return "'\(identifier)' has an invalid size \(size.width)×\(size.height)"
    case .layout(let diagnostic):
      return "layout: \(diagnostic)"
    case .cellTypeCannotShowModel(let cellType, let modelType, let identifier):
      return "'\(identifier)' is a \(modelType), which its cell type \(cellType) cannot show; "
        + "make the model's cellType a cell whose Model is \(modelType)"
    case .unusableCellType(let cellType, let reason):
      return "\(cellType) cannot be used here: \(reason)"
    case .unsupportedConstraints(let identifier, let reason):
      return "section '\(identifier)' cannot be laid out as its constraints ask: \(reason)"
    case .noCellForModel(let modelType, let identifier):
      return "'\(identifier)' is a \(modelType), which names no cell of its own, and the host's "
        + "cell registry has none for it; its items stay blank: register a cell for \(modelType)"
    case .duplicateSectionProvider(let provider):
      return "section provider \(provider) listed twice; only its first place is used"
    case .controllerSharedByContainers(let count):
      return "\(count) section containers share one list controller; each replaces the "
        + "others' sections when its providers change: give each container its own controller"
    case .conflictingItemAction(let identifier, let action, let reason):
      return "action '\(action)' of '\(identifier)': \(reason)"
    case .duplicateOutlineItems(let section, let identifiers):
      return "outline section '\(section)' repeats identifiers of earlier nodes: "
        + identifiers.map { "'\($0)'" }.joined(separator: ", ")
        + "; each repeat is left out with its children: give every node its own identifier"
    case .unknownOutlineItem(let identifier):
      return "'\(identifier)' is no node of the list's outline sections; nothing changed"
    case .missingOutlineChildrenLoader(let identifier):
      return "'\(identifier)' expanded with children not loaded yet, but the list has no "
        + "outlineChildrenLoader; nothing shows under it until one is set"
    case .sectionPastTheEdge(let identifier, let itemsExtent, let listExtent):
      return "section '\(identifier)' flows across the list and its items reach \(itemsExtent), "
        + "past the list's \(listExtent); the host cannot scroll the section on its own, so "
        + "put its items in a cell with its own scrolling list, or let them wrap"
    }
  }
}

extension ListDiagnostic.DuplicateItem {
  /// "'x' 3 times in section 'a', once in 'b'": each section named once, in reading order,
  /// with its count, so the text grows with the sections involved, not the occurrences.
  var summary: String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for section in sections {
      if counts[section] == nil { order.append(section) }
      counts[section, default: 0] += 1
    }
    let parts = order.enumerated().map { offset, section in
      let count = counts[section, default: 0]
      let times = count == 1 ? "once" : "\(count) times"
      return offset == 0 ? "\(times) in section '\(section)'" : "\(times) in '\(section)'"
    }
    return "'\(identifier)' " + parts.joined(separator: ", ")
  }
}
