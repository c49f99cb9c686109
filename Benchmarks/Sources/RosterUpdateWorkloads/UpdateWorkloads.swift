// The E workloads: one change made to a list of `[Section]` of `any CellModel` with `String`
// identifiers, and the same change made to a flat list of `Identifiable` values with `UUID`
// identities, so that `ListController.update`, the bare `SectionedChanges` of the two states
// and the typed `Changes` can be timed side by side; and the U workloads, an unchanged old state
// rebuilt as new arrays.
import Roster
import RosterDiff
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cell every E model shows; never created, hosts here draw nothing.
public final class UpdateBenchmarkCell: ListCell {
  /// Does nothing: no cell is ever shown.
  public func bind(cellModel: any CellModel, sizing: Bool) {}
}

/// A cell model as an app writes one: an identifier and some content, compared with `==`.
public struct UpdateBenchmarkModel: CellModel, Equatable {
  /// The item's identity, a `UUID` string.
  public var identifier: String
  /// Stands for what the cell shows.
  public var content: Int
  /// Always ``UpdateBenchmarkCell``.
  public var cellType: any ListCell.Type { UpdateBenchmarkCell.self }

  /// Creates a model.
  public init(identifier: String, content: Int) {
    self.identifier = identifier
    self.content = content
  }
}

/// The typed element of the same change: a `UUID` identity and the same content.
public struct TypedItem: Identifiable, Equatable, Sendable {
  /// The identity.
  public var id: UUID
  /// Stands for what the cell shows.
  public var content: Int
}

/// One item of a state before it is turned into models: its identity, its identifier as a
/// string (made once, outside any measurement) and its content.
public struct ItemRow: Sendable {
  /// The identity.
  public var id: UUID
  /// The identity as a string.
  public var identifier: String
  /// Stands for what the cell shows.
  public var content: Int
}

/// Two states of one list, the change between them being 1% of its items: a quarter each
/// deleted, inserted, moved to random positions (possibly into another section) and given new
/// content.
public struct UpdateWorkload: Sendable {
  /// The rows of each section, as they were and as they are now.
  public let oldRows: [[ItemRow]]
  /// The rows of each section as they are now.
  public let newRows: [[ItemRow]]
  /// The section identifiers, the same on both sides (sections may be empty).
  public let sectionIdentifiers: [String]

  /// The item count of the old state.
  public var count: Int { oldRows.reduce(0) { $0 + $1.count } }

  /// - Parameters:
  ///   - sections: How many sections.
  ///   - itemsPerSection: How many items each old section has.
  ///   - seed: The generator's seed.
  public init(sections: Int, itemsPerSection: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let total = sections * itemsPerSection
    let quarter = Swift.max(total / 400, 1)
    // Each row remembers its section; a placed (moved or inserted) row joins the section of
    // the row before it, so that sections stay contiguous and may grow or shrink.
    typealias Entry = (row: ItemRow, section: Int, placed: Bool)
    var old: [Entry] = []
    old.reserveCapacity(total)
    for offset in 0..<total {
      let id = generator.nextUUID()
      old.append(
        (ItemRow(id: id, identifier: id.uuidString, content: 0), offset / itemsPerSection, false))
    }
    let touched = generator.distinctOffsets(2 * quarter, in: total)
    var fate = [UInt8](repeating: 0, count: total)
    for offset in touched.prefix(quarter) { fate[offset] = 1 }  // deleted
    for offset in touched.dropFirst(quarter) { fate[offset] = 2 }  // moved
    var staying: [Entry] = []
    var placed: [Entry] = []
    for (offset, entry) in old.enumerated() {
      switch fate[offset] {
      case 0: staying.append(entry)
      case 2: placed.append((entry.row, 0, true))
      default: break
      }
    }
    for _ in 0..<quarter {
      let id = generator.nextUUID()
      placed.append((ItemRow(id: id, identifier: id.uuidString, content: 0), 0, true))
    }
    placed.shuffle(using: &generator)
    var new = Edit.interleave(staying, placed, using: &generator)
    for offset in generator.distinctOffsets(quarter, in: new.count) {
      new[offset].row.content = 1
    }
    var current = 0
    for offset in new.indices {
      if new[offset].placed {
        new[offset].section = current
      } else {
        current = new[offset].section
      }
    }
    func grouped(_ entries: [Entry]) -> [[ItemRow]] {
      var rows = [[ItemRow]](repeating: [], count: sections)
      for entry in entries { rows[entry.section].append(entry.row) }
      return rows
    }
    oldRows = grouped(old)
    newRows = grouped(new)
    sectionIdentifiers = (0..<sections).map { "section-\($0)" }
  }

  /// A state's sections, built from its rows: a model per row.
  public static func sections(_ rows: [[ItemRow]], identifiers: [String]) -> [Section] {
    zip(rows, identifiers).map { rows, identifier in
      Section(
        cellModels: rows.map {
          UpdateBenchmarkModel(identifier: $0.identifier, content: $0.content)
        },
        identifier: identifier)
    }
  }

  /// The old state's sections.
  public func oldSections() -> [Section] {
    Self.sections(oldRows, identifiers: sectionIdentifiers)
  }

  /// The new state's sections.
  public func newSections() -> [Section] {
    Self.sections(newRows, identifiers: sectionIdentifiers)
  }

  /// The old state built again, as a view model re-emitting an unchanged state builds it: new
  /// `Section` values, new arrays and new models of equal content, so that an update to it
  /// cannot skip a section by finding the very arrays displayed.
  ///
  /// - Parameter freshIdentifiers: Whether the models carry copies of the identifier strings in
  ///   storage of their own, as when an app formats its identifiers anew for every state, rather
  ///   than the workload's strings.
  public func rebuiltOldSections(freshIdentifiers: Bool) -> [Section] {
    let rows =
      freshIdentifiers
      ? oldRows.map { section in
        section.map { row in
          var row = row
          row.identifier = String(decoding: Array(row.identifier.utf8), as: UTF8.self)
          return row
        }
      } : oldRows
    return Self.sections(rows, identifiers: sectionIdentifiers)
  }

  /// The old state's items laid end to end, typed.
  public func oldItems() -> [TypedItem] {
    oldRows.flatMap { $0.map { TypedItem(id: $0.id, content: $0.content) } }
  }

  /// The new state's items laid end to end, typed.
  public func newItems() -> [TypedItem] {
    newRows.flatMap { $0.map { TypedItem(id: $0.id, content: $0.content) } }
  }
}

/// The bare diff the controller runs, with the same closures it passes.
public func sectionedChanges(
  from old: [Section], to new: [Section]
) -> SectionedChanges<
  String, String
> {
  SectionedChanges(
    from: old, to: new,
    sectionID: \.identifier, items: \.cellModels, itemID: \.identifier,
    isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
    isItemContentEqual: { old, new in old.hasSameContent(as: new) })
}

/// A host that swaps the data and completes every batch at once, so only Roster's own work
/// is measured.
@MainActor
public final class InstantHost: ListHost {
  /// Set by the controller.
  public weak var dataSource: (any ListDataSource)?
  /// Always on screen, so batches are planned as for a visible list.
  public var isOnScreen = true
  /// A phone-sized container.
  public var containerSize = CGSize(width: 320, height: 640)
  /// None.
  public var indexPathsForVisibleItems: [IndexPath] = []
  /// An empty registry: every model names its cell type.
  public let cellRegistry = CellRegistry()
  /// How many batches were applied.
  public private(set) var batches = 0

  /// Creates a host.
  public init() {}

  /// Does nothing.
  public func register(cellType: any ListCell.Type) {}

  /// Swaps the data and completes at once.
  public func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    batches += 1
    updateData()
    completion(true)
  }

  /// Swaps the data.
  public func reloadData(updateData: () -> Void) { updateData() }

  /// Every cell is 44 points tall.
  public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }

  /// Does nothing.
  public func scroll(to indexPath: IndexPath, animated: Bool) {}
}

/// A controller on an ``InstantHost`` that diffs on the calling (main) actor.
@MainActor
public func instantController() -> ListController<InstantHost> {
  ListController(host: InstantHost(), offMainDiffingThreshold: .max)
}
