// The rows both hosts show: the E workload's own models, which leave their size to the cell
// (`.autolayout`), and the same rows with an explicit size; a terminal cell and a UIKit cell
// that show either. The benchmark suite compiles this file too (a symlink in
// `Benchmarks/RosterBenchmarks`), where the workload is a module of its own; `roster-host-check`
// compiles the workload into itself.
import Roster
import RosterTerminal

#if canImport(RosterUpdateWorkloads)
  import RosterUpdateWorkloads
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An E workload row whose size the model gives: as wide as the list, `height` tall.
struct ExplicitRow: CellModel, Equatable {
  var identifier: String
  var content: Int
  /// One row on the terminal, 44 points on UIKit.
  var height: CGFloat
  /// Never shown: each host's registry names its own cell.
  var cellType: any ListCell.Type { UpdateBenchmarkCell.self }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: height))
  }
}

/// A state's sections with explicit sizes, `height` tall each.
func explicitSections(_ rows: [[ItemRow]], identifiers: [String], height: CGFloat) -> [Section] {
  zip(rows, identifiers).map { rows, identifier in
    Section(
      cellModels: rows.map {
        ExplicitRow(identifier: $0.identifier, content: $0.content, height: height)
      },
      identifier: identifier)
  }
}

/// What a row's cell shows.
func rowText(_ model: any CellModel) -> String {
  switch model {
  case let model as UpdateBenchmarkModel: "\(model.identifier) · \(model.content)"
  case let model as ExplicitRow: "\(model.identifier) · \(model.content)"
  default: model.identifier
  }
}

/// The terminal cell of both kinds of row: one line of text, measured by rendering it.
final class HostCheckTerminalCell: TerminalCell {
  private var text = ""

  init() {}

  func bind(cellModel: any CellModel, sizing: Bool) { text = rowText(cellModel) }

  func render(width: Int) -> [StyledLine] { [StyledLine(text).truncated(toWidth: width)] }
}

/// A registry that shows both kinds of row with `cellType`.
@MainActor
func rowRegistry(_ cellType: any ListCell.Type) -> CellRegistry {
  let registry = CellRegistry()
  registry.register(cellType, for: UpdateBenchmarkModel.self)
  registry.register(cellType, for: ExplicitRow.self)
  return registry
}
