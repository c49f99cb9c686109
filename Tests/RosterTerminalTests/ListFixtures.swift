import Foundation
import Roster
import RosterTerminal
import Testing

/// A row of text; `lines` separated by `|` make a taller cell.
struct TextRow: TypedCellModel, Equatable, SelectableCellModel {
  typealias CellType = TextRowCell
  var identifier: String
  var text: String
  var explicitSize: CGSize?

  init(_ identifier: String, _ text: String? = nil, size: CGSize? = nil) {
    self.identifier = identifier
    self.text = text ?? identifier
    self.explicitSize = size
  }

  var selectionAction: SelectionAction? {
    { model, _ in SelectionLog.shared.selected.append(model.identifier) }
  }

  static func == (lhs: TextRow, rhs: TextRow) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text && lhs.explicitSize == rhs.explicitSize
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    explicitSize.map { .explicit($0) } ?? .autolayout
  }
}

@MainActor
final class SelectionLog {
  static let shared = SelectionLog()
  var selected: [String] = []
}

final class TextRowCell: TypedTerminalCell {
  private var text = ""

  func bind(model: TextRow, sizing: Bool) {
    text = model.text
  }

  func render(width: Int) -> [StyledLine] {
    text.split(separator: "|", omittingEmptySubsequences: false).map {
      StyledLine(String($0)).truncated(toWidth: width)
    }
  }
}

/// A header row in bold.
struct HeaderRow: TypedCellModel, Equatable {
  typealias CellType = HeaderRowCell
  var identifier: String
  var title: String
}

final class HeaderRowCell: TypedTerminalCell {
  private var title = ""
  func bind(model: HeaderRow, sizing: Bool) { title = model.title }
  func render(width: Int) -> [StyledLine] {
    [StyledLine("# " + title, style: TextStyle(bold: true))]
  }
}

/// A list view driven by a controller, at a fixed size.
@MainActor
struct ListFixture {
  let listView: TerminalListView
  let controller: ListController<TerminalListView>

  /// A list of `width` × `height`; with `selectionMarker: false` (the default here, so that
  /// the screens these tests compare show the cells alone, at the list's full width) the
  /// view draws no selection marker and leaves no gutter for it.
  init(width: Int = 20, height: Int = 6, selectionMarker: Bool = false) {
    listView = TerminalListView(size: CGSize(width: width, height: height))
    if !selectionMarker { listView.selectionMarker = nil }
    controller = ListController(host: listView)
  }

  func show(_ sections: [Section], animated: Bool = false) async {
    controller.update(with: sections, animated: animated, completion: nil)
    while controller.isUpdating {
      listView.finishAnimations()
      await Task.yield()
    }
  }

  var rows: [String] { listView.renderedScreen().plainRows }
}

func rowsSection(_ identifier: String, _ items: [String], header: String? = nil) -> Section {
  Section(
    cellModels: items.map { TextRow($0) }, identifier: identifier,
    headerModel: header.map { HeaderRow(identifier: "h-" + identifier, title: $0) })
}

/// How long a suite on the main actor may take before it counts as hung: an hour, the whole of
/// CI's budget. A test's time counts from its start, and the test then waits for the main
/// actor, which the whole suite's property tests hold for most of the run: 9 to 17 minutes on
/// two cores, depending on the machine's speed and what builds beside it. Only a hang should
/// reach it, and a hang fails CI whatever the limit.
let hangLimit: TimeLimitTrait.Duration = .minutes(60)

/// What `body` returns, or `nil` if it has not returned after ten seconds: a hang fails the
/// test rather than stopping the run.
@MainActor
func valueUnlessHung<T>(_ body: @escaping @MainActor () async -> T) async -> T? {
  var value: T?
  Task { value = await body() }
  var waited = 0
  while value == nil, waited < 10_000 {
    try? await Task.sleep(for: .milliseconds(1))
    waited += 1
  }
  return value
}
