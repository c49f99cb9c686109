/// The cursor's look and what follows its activation: the style laid over the selected cell, the
/// marker drawn in the gutter's outer columns beside it and the app's handler of a selection made
/// with Enter or a click (``TerminalListView/selectionStyle``,
/// ``TerminalListView/selectionMarker``, ``TerminalListView/selectionHandler``). The cursor itself,
/// the item keys act on, is the list's (``TerminalListView/selectedIndexPath``).
@MainActor
final class CursorFeature: TerminalListFeature {
  /// Laid over the selected cell.
  var style = TextStyle(inverse: true)
  /// Drawn beside the first visible row of the selected cell; `nil` for no marker and no gutter.
  private(set) var marker: StyledLine? = "› "
  /// Runs after the data source handled a selection made with Enter or a click.
  var selectionHandler: (@MainActor (IndexPath) -> Void)?

  /// Sets the marker; one of another width lays the list out again.
  func setMarker(_ newMarker: StyledLine?, in list: TerminalListView) {
    guard newMarker?.width != marker?.width else {
      marker = newMarker
      return
    }
    list.reservedColumnsDidChange { marker = newMarker }
  }

  /// The marker's columns: the gutter's outer part.
  func gutterColumns(in list: TerminalListView) -> Int { marker?.width ?? 0 }

  func cursorStyle(in list: TerminalListView) -> TextStyle? { style }

  /// The list's own keys: the arrows while it has items, Enter while one is selected.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard list.numberOfItems > 0 else { return [] }
    var hints = [TerminalKeyHint(keys: "↑↓", action: "navigate", group: .move)]
    if list.selectedIndexPath != nil {
      hints.append(TerminalKeyHint(.enter, "select", group: .select))
    }
    return hints
  }

  /// The list's own navigation keys and Enter (see ``TerminalListView/handle(_:)``).
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    [
      TerminalKeyHint(keys: "↑↓ j k", action: "navigate", group: .move),
      TerminalKeyHint(keys: "←→", action: "beside", group: .move),
      TerminalKeyHint(keys: "PgUp PgDn", action: "page", group: .move),
      TerminalKeyHint(keys: "Home End", action: "first, last", group: .move),
      TerminalKeyHint(.enter, "select", group: .select),
    ]
  }

  /// Draws the gutter's marker beside the first row of the selected cell that is in view: a
  /// feature's marker (an item being moved shows ``TerminalListView/movingItemMarker``), else
  /// ``marker``.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    let gutterWidth = list.gutterWidth
    guard let marker = list.cursorMarker, gutterWidth > 0,
      let selectedIndexPath = list.selectedIndexPath,
      let frame = list.layout.frame(for: selectedIndexPath)
    else { return }
    let top = TerminalListView.cells(frame.minY) - list.contentOffset
    let bottom = top + TerminalListView.cells(frame.height)
    guard bottom > max(0, top), top < list.listRows else { return }
    let width = min(gutterColumns(in: list), gutterWidth)
    let left =
      list.layoutDirection == .rightToLeft ? TerminalListView.cells(list.size.width) - width : 0
    buffer.draw(marker, row: row + max(0, top), column: column + left, maxWidth: width)
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// Laid over the selected cell.
  public var selectionStyle: TextStyle {
    get { features.cursor.style }
    set { features.cursor.style = newValue }
  }

  /// Drawn beside the first visible row of the selected cell, in a gutter as wide as the marker
  /// that runs down the list's left edge (its right edge, when ``layoutDirection`` is right to
  /// left); the cells are laid out in the columns beside it (``containerSize``). Plain text
  /// shows it, where ``selectionStyle`` is invisible. `nil` draws no marker and leaves no
  /// gutter. A marker of another width lays the list out again.
  public var selectionMarker: StyledLine? {
    get { features.cursor.marker }
    set { features.cursor.setMarker(newValue, in: self) }
  }

  /// Runs after the data source handled a selection made with Enter or a click.
  public var selectionHandler: (@MainActor (IndexPath) -> Void)? {
    get { features.cursor.selectionHandler }
    set { features.cursor.selectionHandler = newValue }
  }
}
