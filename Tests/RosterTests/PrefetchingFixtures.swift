import Foundation
import Roster

final class PrefetchRowCell: TypedListCell {
  func bind(model: PrefetchRowModel, sizing: Bool) {}
}

/// A row 100 points tall that logs its prefetching and working-range actions as
/// `"<event> <identifier> [section, item]"`.
struct PrefetchRowModel: TypedCellModel, PrefetchingCellModel, WorkingRangeCellModel {
  typealias CellType = PrefetchRowCell
  var identifier: String
  var prefetchAction: PrefetchAction?
  var cancelPrefetchingAction: PrefetchAction?
  var didEnterWorkingRangeAction: WorkingRangeAction?
  var didLeaveWorkingRangeAction: WorkingRangeAction?

  @MainActor
  static func logging(_ identifier: String, to log: EventLog) -> PrefetchRowModel {
    PrefetchRowModel(
      identifier: identifier,
      prefetchAction: { model, path in log.entries.append("prefetch \(model.identifier) \(path)") },
      cancelPrefetchingAction: { model, path in
        log.entries.append("cancel \(model.identifier) \(path)")
      },
      didEnterWorkingRangeAction: { model, path in
        log.entries.append("enter \(model.identifier) \(path)")
      },
      didLeaveWorkingRangeAction: { model, path in
        log.entries.append("leave \(model.identifier) \(path)")
      })
  }

  func identical(to model: any CellModel) -> Bool { model is PrefetchRowModel }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 100))
  }
}

/// Sections of logging ``PrefetchRowModel``s from `["a": "x y"]` pairs.
@MainActor
func rowSections(_ layout: KeyValuePairs<String, String>, to log: EventLog) -> [Section] {
  layout.map { id, items in
    Section(
      cellModels: items.split(separator: " ").map { PrefetchRowModel.logging(String($0), to: log) },
      identifier: id)
  }
}
