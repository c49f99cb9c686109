import Foundation
import Roster
import RosterTerminal

/// What a ``PrefetchRow`` heard, in order.
@MainActor
final class ItemEventLog {
  enum Kind: String {
    case prefetch, cancel, show, hide, enter, leave
  }

  struct Entry: Equatable, CustomStringConvertible {
    var kind: Kind
    var identifier: String
    var indexPath: IndexPath
    var description: String { "\(kind) \(identifier) \(indexPath)" }
  }

  var entries: [Entry] = []
  /// Told of every entry as it is recorded, while the model's action runs.
  var onRecord: ((Entry) -> Void)?

  var lines: [String] { entries.map(\.description) }

  func record(_ kind: Kind, _ identifier: String, _ indexPath: IndexPath) {
    let entry = Entry(kind: kind, identifier: identifier, indexPath: indexPath)
    entries.append(entry)
    onRecord?(entry)
  }
}

/// A row `height` rows tall that logs every prefetching, display and working-range action.
struct PrefetchRow: TypedCellModel, PrefetchingCellModel, WorkingRangeCellModel,
  DisplayableCellModel
{
  typealias CellType = PrefetchRowCell
  var identifier: String
  var height = 1
  /// The row's width: the list's when `nil` (a card of a band has one of its own).
  var width: CGFloat?
  var log: ItemEventLog

  var prefetchAction: PrefetchAction? {
    { model, path in model.log.record(.prefetch, model.identifier, path) }
  }
  var cancelPrefetchingAction: PrefetchAction? {
    { model, path in model.log.record(.cancel, model.identifier, path) }
  }
  var willDisplayAction: DisplayAction? {
    { model, path in model.log.record(.show, model.identifier, path) }
  }
  var didEndDisplayingAction: DisplayAction? {
    { model, path in model.log.record(.hide, model.identifier, path) }
  }
  var didEnterWorkingRangeAction: WorkingRangeAction? {
    { model, path in model.log.record(.enter, model.identifier, path) }
  }
  var didLeaveWorkingRangeAction: WorkingRangeAction? {
    { model, path in model.log.record(.leave, model.identifier, path) }
  }

  func identical(to model: any CellModel) -> Bool {
    (model as? PrefetchRow).map { $0.height == height && $0.width == width } ?? false
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: width ?? containerSize.width, height: CGFloat(height)))
  }
}

final class PrefetchRowCell: TypedTerminalCell {
  private var identifier = ""
  func bind(model: PrefetchRow, sizing: Bool) { identifier = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(identifier).truncated(toWidth: width)] }
}

/// A section of one-row ``PrefetchRow``s named `items`.
@MainActor
func prefetchSection(_ identifier: String, _ items: [String], log: ItemEventLog) -> Section {
  Section(cellModels: items.map { PrefetchRow(identifier: $0, log: log) }, identifier: identifier)
}

extension ListFixture {
  /// Where the controller holds the prefetched items now.
  var prefetched: [IndexPath] { listView.dataSource?.indexPathsForPrefetchedItems ?? [] }
}
