import Foundation
import Roster

// Type to filter: `filterKey` opens a line at the bottom of the list, and what is typed there
// filters the list as it changes, through the data source's `ItemFilteringEvents` (a
// `ListController` shows only the items that match, as an ordinary animated batch).
extension TerminalListView {
  /// Whether the filter line takes the keys: it is open and the user is typing a query.
  public var isEditingFilter: Bool { filterLine?.isEditing == true }

  /// The text of the filter line while it shows — being typed, or kept with Enter — or `nil`
  /// when it is closed.
  public var filterText: String? { filterLine?.text }

  /// What a screen reader announces for the filter: the query and how many items match
  /// ("Filter caf, 3 matches"); `nil` while the filter line is closed.
  public var spokenFilter: String? {
    guard let filterLine else { return nil }
    let count = numberOfItems
    let matches = count == 1 ? "1 match" : "\(count) matches"
    return filterLine.text.isEmpty ? "Filter, \(matches)" : "Filter \(filterLine.text), \(matches)"
  }

  /// The data source's filtering, when ``filterKey`` is set and the data source filters.
  var itemFiltering: (any ItemFilteringEvents)? {
    guard filterKey != nil else { return nil }
    return dataSource as? any ItemFilteringEvents
  }

  /// Opens the filter line for typing, with the query applied now, when the list filters;
  /// returns whether it did.
  func openFilterLine() -> Bool {
    guard let filtering = itemFiltering else { return false }
    var line = filterLine ?? FilterLine()
    if filterLine == nil, let query = filtering.filterQuery { line.append(query) }
    line.isEditing = true
    filterLine = line
    return true
  }

  /// Keys while the filter line is being typed in: characters and pastes extend the query,
  /// Backspace shortens it (and closes the empty line), Ctrl-U empties it, each change
  /// filtering the list at once; Enter keeps the query and closes the line for typing (it
  /// stays, showing the query, while that hides anything), Escape shows every item again and
  /// closes it. ↑/↓, Page Up/Down and the mouse still move through the list; Ctrl-C is left to
  /// the app; every other key is taken, so that no letter reaches the app's bindings.
  func handleFilterKey(_ key: Key) -> Bool {
    guard var line = filterLine else { return false }
    switch key {
    case .character(let character):
      line.append(String(character))
    case .paste(let text):
      line.append(text)
    case .backspace:
      guard line.deleteBackward() else {
        closeFilterLine()
        return true
      }
    case .control("u"):
      line.text = ""
    case .enter:
      line.isEditing = false
      filterLine = ItemFilter(query: line.text).isEmpty ? nil : line
      return true
    case .escape:
      closeFilterLine()
      return true
    case .interrupt:
      return false
    case .up, .down, .pageUp, .pageDown, .wheelUp, .wheelDown, .click, .drag:
      return handleListKey(key)
    default:
      return true
    }
    guard line != filterLine else { return true }
    filterLine = line
    itemFiltering?.filterItems(matching: line.text.isEmpty ? nil : line.text)
    return true
  }

  /// Closes the filter line kept with Enter once the app cleared its filter: nothing is
  /// hidden any more. Before a frame is drawn, so the frame has the row back.
  func closeFilterLineTheAppCleared() {
    guard let filterLine, !filterLine.isEditing, itemFiltering?.filterQuery == nil else {
      return
    }
    self.filterLine = nil
  }

  /// The list's rows grew or shrank by the filter line's: the offset stays within the content
  /// and the selected item in view.
  func listRowsDidChange() {
    setContentOffset(contentOffset)
    if let selectedIndexPath { scrollVertically(toShow: selectedIndexPath) }
  }

  /// Shows every item again and closes the filter line.
  func closeFilterLine() {
    filterLine = nil
    guard let filtering = itemFiltering, filtering.filterQuery != nil else { return }
    filtering.filterItems(matching: nil)
  }

  /// Draws the filter line in the list's bottom row, which it takes from the list's elements and
  /// scroll indicator while it shows (see ``listRows``): the query
  /// after a slash — with a cursor while it is typed, its end when it is too long — and the
  /// number of matching items at the right, with how to clear the filter once it is kept.
  ///
  /// - Complexity: O(*q*) for a query of *q* characters.
  func drawFilterLine(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard let filterLine else { return }
    let width = Self.cells(size.width)
    let height = Self.cells(size.height)
    guard width > 0, height > 0 else { return }
    let count = numberOfItems
    let matches = count == 1 ? "1 match" : "\(count) matches"
    let cursor = filterLine.isEditing ? StyledLine(" ", style: TextStyle(inverse: true)) : ""
    var query = StyledLine("/" + filterLine.text, style: TextStyle(bold: true))
    // The query's end, where typing happens, stays in view; the hints give way first, the way
    // out before the count.
    let room = width - cursor.width
    let hints = (filterLine.isEditing ? [] : [matches + " · Esc clears"]) + [matches]
    let hint = hints.lazy.map { StyledLine(" " + $0 + " ", style: TextStyle(dim: true)) }
      .first { room - $0.width >= min(query.width, 8) }
    let queryRoom = max(0, room - (hint?.width ?? 0))
    if query.width > queryRoom {
      query = query.suffix(fromColumn: query.width - queryRoom)
    }
    let left = query + cursor
    var line = left
    if let hint {
      line = left.padded(toWidth: width - hint.width) + hint
    }
    buffer.draw(
      line.padded(toWidth: width), row: row + height - 1, column: column, maxWidth: width,
      fillStyle: .plain)
  }
}
