import Foundation

/// The terminal cell of a `NestedListCellModel`: a ``TerminalListView`` of its own inside the
/// row, driven by its own `ListController` and sharing the outer list's `CellRegistry`.
///
/// Every ``TerminalListView`` shows nested lists with it unless its registry says otherwise.
/// While its row is selected it takes the navigation keys: Up and Down move the cursor inside
/// it, and leave it (for the outer list) past its first or last item; Enter selects the nested
/// item, whose model hears it with its index path in the nested list; other keys go to the
/// nested list's selected cell first (a switch, a text field). Its animations run on the outer
/// list's clock. The nested list marks its cursor only while the row is selected.
///
/// An outer batch that changes the nested list's sections updates it as the batch is applied,
/// animated only when the batch is: after `updateAndWait(with:animated:)` of the outer list
/// returns, ``controller`` holds the new sections. A value a control of the nested list reported
/// holds the whole row against outer states asked for before it, as it holds a control of the
/// outer list (see ``KeyHandlingTerminalCell``).
public final class NestedListCell: TypedTerminalCell, KeyHandlingTerminalCell {
  /// The nested list; `nil` before the first model is bound for display.
  public private(set) var listView: TerminalListView?
  /// The nested list's controller.
  public private(set) var controller: ListController<TerminalListView>?
  /// The outer list, which lends its registry and hears the nested list's diagnostics.
  weak var parent: TerminalListView?
  private var height = 0
  private var isFocused = false

  /// Creates an empty cell.
  public init() {}

  /// Updates the nested list to show `model`'s sections, without animation.
  ///
  /// The outer list's batches update a nested list they change as they are applied, animated
  /// as the batch is; a bind outside a batch — the row appearing, the outer list laid out
  /// again — shows the sections at once.
  public func bind(model: NestedListCellModel, sizing: Bool) {
    guard !sizing else { return }
    show(model, animated: false)
  }

  /// Updates the nested list to show `model`'s sections, animated when `animated` and the list
  /// is on screen: the outer batch's own `animated`, so that `update(with:animated: false)` of
  /// the outer list changes the nested list at once too, and the nested controller holds the
  /// new sections as soon as the outer batch is applied.
  func show(_ model: NestedListCellModel, animated: Bool) {
    height = TerminalListView.cells(model.height)
    let listView = self.listView ?? makeList(for: model)
    if listView.size.height != CGFloat(height) {
      listView.resize(to: CGSize(width: listView.size.width, height: CGFloat(height)))
    }
    controller?.update(with: model.sections, animated: animated && listView.isOnScreen)
  }

  /// How many values the nested list's controls reported: the outer list holds this row
  /// against stale states as it holds a control (see `KeyHandlingTerminalCell`).
  public var reportedValueCount: Int { listView?.features.controls.heldInput.reportCount ?? 0 }

  /// The nested list's rows at `width`, read across as the outer list reads.
  public func render(width: Int) -> [StyledLine] {
    guard let listView else { return [] }
    if let parent, listView.layoutDirection != parent.layoutDirection {
      listView.layoutDirection = parent.layoutDirection
    }
    if listView.size.width != CGFloat(width) {
      listView.resize(to: CGSize(width: width, height: height))
    }
    return listView.renderedScreen().styledRows
  }

  /// Navigation keys move inside the nested list while they can; Enter selects there.
  public func handle(_ key: Key) -> Bool {
    guard let listView else { return false }
    switch key {
    case .up, .down, .character("j"), .character("k"), .pageUp, .pageDown, .home, .end:
      let before = listView.selectedIndexPath
      let used = listView.handle(key)
      return used && listView.selectedIndexPath != before
    case .enter:
      guard listView.selectedIndexPath != nil else { return false }
      return listView.handle(key)
    default:
      return listView.handle(key)
    }
  }

  /// Whether the nested list's selected cell takes typed text now.
  public var takesTextInput: Bool { listView?.selectedCellTakesTextInput ?? false }

  /// Marks the nested list's cursor only while the row is selected.
  public func focusDidChange(_ isFocused: Bool) {
    self.isFocused = isFocused
    guard let listView else { return }
    listView.selectionMarker = isFocused ? "› " : "  "
    listView.selectionStyle = isFocused ? TextStyle(inverse: true) : .plain
  }

  /// Whether the nested list is animating a batch.
  var isAnimating: Bool { listView?.isAnimating ?? false }

  private func makeList(for model: NestedListCellModel) -> TerminalListView {
    let listView = TerminalListView(
      size: CGSize(width: 0, height: height), cellRegistry: parent?.cellRegistry ?? CellRegistry())
    listView.selectionMarker = isFocused ? "› " : "  "
    listView.selectionStyle = isFocused ? TextStyle(inverse: true) : .plain
    listView.deletionFadeDuration = parent?.deletionFadeDuration ?? listView.deletionFadeDuration
    listView.highlightDuration = parent?.highlightDuration ?? listView.highlightDuration
    let controller = ListController(host: listView)
    // A nested list is small; diffing it on the main actor keeps its frames in step with the
    // outer list's.
    controller.offMainDiffingThreshold = .max
    controller.diagnosticHandler = { [weak parent] diagnostic in parent?.report(diagnostic) }
    self.listView = listView
    self.controller = controller
    return listView
  }
}

extension ScreenBuffer {
  /// Each row as a styled line, every cell's content in its style: what a nested list renders
  /// into its row of the outer list.
  var styledRows: [StyledLine] {
    (0..<height).map { row in
      var line = StyledLine()
      for column in 0..<width {
        let cell = self[column, row]
        guard cell.width != 0 else { continue }
        line.append(cell.content, style: cell.style)
      }
      return line
    }
  }
}
