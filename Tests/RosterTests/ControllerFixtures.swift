import Foundation
import Roster
import RosterTesting

/// A record of the actions models ran, in order.
@MainActor
final class EventLog {
  var entries: [String] = []
}

final class TextCell: TypedListCell {
  func bind(model: TextModel, sizing: Bool) {}
}

/// A cell model that takes part in every event: selection, highlight, display.
struct TextModel: TypedCellModel, SelectableCellModel, HighlightableCellModel,
  DisplayableCellModel
{
  typealias CellType = TextCell
  var identifier: String
  var text = ""
  var cellSize = CellSize.autolayout
  var isHighlightEnabled = true
  var selectionAction: SelectionAction?
  var highlightAction: HighlightAction?
  var willDisplayAction: DisplayAction?
  var didEndDisplayingAction: DisplayAction?
  /// Where comparisons of this model's content are recorded; `nil` records none.
  var comparisons: ComparisonLog?

  /// A model whose actions write `"<event> <identifier> <text> [section, item]"` to `log`.
  static func logging(_ identifier: String, text: String = "", to log: EventLog) -> TextModel {
    TextModel(
      identifier: identifier, text: text,
      selectionAction: { model, path in log.entries.append("select \(model.text) \(path)") },
      highlightAction: { model, on, path in
        log.entries.append("\(on ? "highlight" : "unhighlight") \(model.text) \(path)")
      },
      willDisplayAction: { model, path in log.entries.append("show \(model.text) \(path)") },
      didEndDisplayingAction: { model, path in log.entries.append("hide \(model.text) \(path)") })
  }

  func identical(to model: any CellModel) -> Bool {
    comparisons?.record(identifier)
    guard let model = model as? TextModel else { return false }
    return model.text == text && model.cellSize == cellSize
      && model.isHighlightEnabled == isHighlightEnabled
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize { cellSize }
}

final class SkeletonCell: TypedListCell {
  func bind(model: SkeletonModel, sizing: Bool) {}
}

struct SkeletonModel: TypedCellModel, Equatable {
  typealias CellType = SkeletonCell
  var identifier: String
}

final class HandleCell: TypedListCell {
  func bind(model: HandleModel, sizing: Bool) {}
}

/// A model the user may drag (or not).
struct HandleModel: TypedCellModel, ReorderableCellModel, Equatable {
  typealias CellType = HandleCell
  var identifier: String
  var isReorderable = true
  /// Where comparisons of this model's content are recorded; `nil` records none.
  var comparisons: ComparisonLog?

  func identical(to model: any CellModel) -> Bool {
    comparisons?.record(identifier)
    return (model as? HandleModel) == self
  }
}

/// The identifiers of the models whose content an update compared: what a test sees of which
/// sections the diff covered, since a section the diff skips has none of its models compared.
final class ComparisonLog: Equatable, @unchecked Sendable {
  private let lock = NSLock()
  private var compared: Set<String> = []

  func record(_ identifier: String) {
    lock.withLock { _ = compared.insert(identifier) }
  }

  /// The identifiers compared since the last call; the log starts empty again.
  func take() -> Set<String> {
    lock.withLock {
      defer { compared = [] }
      return compared
    }
  }

  static func == (lhs: ComparisonLog, rhs: ComparisonLog) -> Bool { lhs === rhs }
}

final class NoteCell: TypedListCell {
  func bind(model: NoteModel, sizing: Bool) {}
}

/// A resizable model: measured every time.
struct NoteModel: TypedCellModel, ResizableCellModel, Equatable {
  typealias CellType = NoteCell
  var identifier: String
}

/// A host and a controller on it, animating everything the rules allow.
@MainActor
func makeController(
  policy: UpdatePolicy = .alwaysAnimate, threshold: Int = 2_000
) -> (SimulatedListHost, ListController<SimulatedListHost>) {
  let host = SimulatedListHost()
  let controller = ListController(
    host: host, policy: policy, offMainDiffingThreshold: threshold)
  return (host, controller)
}

/// Sections of ``TextModel``s from `["a": "x y"]` pairs; an item `x:2` has text `2`.
func textSections(
  _ layout: KeyValuePairs<String, String>, comparisons: ComparisonLog? = nil
) -> [Section] {
  layout.map { id, items in
    Section(
      cellModels: items.split(separator: " ").map { item in
        let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
        return TextModel(
          identifier: parts[0], text: parts.count > 1 ? parts[1] : "", comparisons: comparisons)
      },
      identifier: id)
  }
}

extension SimulatedListHost {
  /// Section and item identifiers the simulated view shows.
  var shownIdentifiers: [String] {
    view.sections.map { "\($0.id)[" + $0.items.map(\.id).joined(separator: " ") + "]" }
  }
}

/// Section and item identifiers of a state, rendered as ``SimulatedListHost/shownIdentifiers``.
func identifiers(_ sections: [Section]) -> [String] {
  sections.map {
    "\($0.identifier)[" + $0.cellModels.map(\.identifier).joined(separator: " ") + "]"
  }
}

/// What `body` returns, or `nil` when it has not returned within `seconds`: a hang fails the
/// test instead of stopping the run (an awaited continuation that never resumes cannot be
/// cancelled, so a time limit would wait forever).
@MainActor
func valueUnlessHung<T>(
  within seconds: Int = 10, _ body: @escaping @MainActor () async -> T
) async -> T? {
  var value: T?
  Task { value = await body() }
  for _ in 0..<(seconds * 1_000) where value == nil {
    try? await Task.sleep(for: .milliseconds(1))
  }
  return value
}

extension ListController {
  /// What the host reads and reports the view's events to, as a host reaches it.
  var hostSide: any ListDataSource {
    guard let dataSource = host.dataSource else {
      preconditionFailure("the controller installs its data source on its host")
    }
    return dataSource
  }
}
