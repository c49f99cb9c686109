import Foundation
import Roster

/// Type to filter: ``TerminalListView/filterKey`` opens a line at the bottom of the list, and
/// what is typed there filters the list as it changes, through the data source's
/// `ItemFilteringEvents` (a `ListController` shows only the items that match, as an ordinary
/// animated batch). The line takes the list's bottom row while it shows, and every key while
/// it is typed in.
@MainActor
final class FilterFeature: TerminalListFeature {
  /// The key that opens the line; `nil` turns filtering off.
  private(set) var key: Key? = .character("/")
  /// The line, while it shows.
  private(set) var line: FilterLine?
  /// Laid over the text in the rows that matches the applied filter; `nil` for none.
  var matchStyle: TextStyle?

  /// Sets the key that opens the line; turning it off (`nil`) closes the line and shows every
  /// item again.
  func setKey(_ newKey: Key?, in list: TerminalListView) {
    let oldKey = key
    key = newKey
    guard newKey == nil, oldKey != nil, let filtering = list.dataSource as? any ItemFilteringEvents
    else { return }
    setLine(nil, in: list)
    if filtering.filterQuery != nil { filtering.filterItems(matching: nil) }
  }

  /// The data source's filtering, when ``key`` is set and the data source filters.
  func itemFiltering(of list: TerminalListView) -> (any ItemFilteringEvents)? {
    guard key != nil else { return nil }
    return list.dataSource as? any ItemFilteringEvents
  }

  /// Opens the line with ``key``; once the line is kept, Escape clears the filter and closes
  /// it.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    if key == self.key, open(in: list) { return true }
    guard key == .escape, line != nil else { return false }
    close(in: list)
    return true
  }

  /// The key, while the list filters.
  func reservedKeys(in list: TerminalListView) -> [Key] {
    guard itemFiltering(of: list) != nil, let key else { return [] }
    return [key]
  }

  func takesEveryKey(in list: TerminalListView) -> Bool { line?.isEditing == true }

  /// While typed in: Enter keeps the query, Esc clears it. Otherwise the key that opens the
  /// line while the list filters, and Esc while a kept query hides items.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    if line?.isEditing == true {
      return [
        TerminalKeyHint(.enter, "keep", group: .filtering),
        TerminalKeyHint(.escape, "clear", group: .filtering),
      ] + (tableColumns(in: list) == nil ? [] : [Self.columnHint])
    }
    var hints: [TerminalKeyHint] = []
    if let key, itemFiltering(of: list) != nil { hints.append(TerminalKeyHint(key, "filter")) }
    if line != nil { hints.append(TerminalKeyHint(.escape, "clear filter")) }
    return hints
  }

  /// The key, and those that work in the line, when filtering is on.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let key else { return [] }
    return [
      TerminalKeyHint(key, "filter"), TerminalKeyHint(.escape, "clear filter"),
      TerminalKeyHint(.enter, "keep", group: .filtering),
      TerminalKeyHint(.escape, "clear", group: .filtering),
      TerminalKeyHint(.control("u"), "empty", group: .filtering),
    ] + (tableColumns(in: list) == nil ? [] : [Self.columnHint])
  }

  /// Tab, which picks the table column the query searches.
  private static let columnHint = TerminalKeyHint(.tab, "column", group: .filtering)

  /// The columns of the first table the list shows, whose titles Tab steps through; `nil`
  /// when it shows no table.
  func tableColumns(in list: TerminalListView) -> [TableColumn]? {
    list.sections.lazy.compactMap(\.constraints.table).first?.columns
  }

  /// The title of the column the data source's query searches, or `nil` for all columns.
  func searchedColumnTitle(in list: TerminalListView) -> String? {
    guard let column = itemFiltering(of: list)?.filterColumn,
      let columns = tableColumns(in: list), columns.indices.contains(column)
    else { return nil }
    return columns[column].title
  }

  /// Searches the next column of the table the list shows, then all of them again.
  private func searchNextColumn(in list: TerminalListView) {
    guard let filtering = itemFiltering(of: list), let columns = tableColumns(in: list),
      !columns.isEmpty
    else { return }
    let next = filtering.filterColumn.map { $0 + 1 } ?? 0
    filtering.filterColumn = next < columns.count ? next : nil
  }

  func bottomRows(in list: TerminalListView) -> Int { line == nil ? 0 : 1 }

  /// Lays ``matchStyle`` over each piece of each of the cell's rows on screen that shows why
  /// it matched the filter the data source applies, compared as the filter compares (case and
  /// marks folded): each occurrence of a term, or, matching fuzzily, the characters of the
  /// best alignment in that row. A term a line break splits is not highlighted.
  ///
  /// - Complexity: O(*r* × *w* × *q*) for *r* rows *w* columns wide and a query of *q*
  ///   characters.
  func draw(
    overCellLinesAt indexPath: IndexPath, of list: TerminalListView,
    into buffer: inout ScreenBuffer, rows: Range<Int>, frameColumns: Range<Int>
  ) {
    guard let matchStyle, let filtering = itemFiltering(of: list),
      let query = filtering.filterQuery
    else { return }
    let filter = ItemFilter(query: query, matching: filtering.filterMatching)
    guard !filter.isEmpty else { return }
    let columns = max(0, frameColumns.lowerBound)..<min(buffer.width, frameColumns.upperBound)
    for row in max(0, rows.lowerBound)..<min(buffer.height, rows.upperBound) {
      highlight(filter, row: row, columns: columns, style: matchStyle, in: &buffer)
    }
  }

  /// Lays `style` over the pieces of `row` in `columns` that `filter` finds.
  private func highlight(
    _ filter: ItemFilter, row: Int, columns: Range<Int>, style matchStyle: TextStyle,
    in buffer: inout ScreenBuffer
  ) {
    // Each shown character folded as the filter folds text, with the columns it covers and
    // where its folded text starts in the row's.
    var folded = ""
    var pieces: [(start: String.Index, columns: Range<Int>)] = []
    for column in columns where buffer[column, row].width > 0 {
      let cell = buffer[column, row]
      let piece = ItemFilter(query: cell.content).terms.first ?? " "
      pieces.append((folded.endIndex, column..<(column + cell.width)))
      folded += piece
    }
    for found in filter.matchedRanges(inFolded: folded) {
      for (index, piece) in pieces.enumerated() {
        let end = index + 1 < pieces.count ? pieces[index + 1].start : folded.endIndex
        guard piece.start < found.upperBound, end > found.lowerBound else { continue }
        buffer.overlay(matchStyle, row: row, columns: piece.columns)
      }
    }
  }

  /// Opens the line for typing, with the query applied now, when the list filters; returns
  /// whether it did.
  private func open(in list: TerminalListView) -> Bool {
    guard let filtering = itemFiltering(of: list) else { return false }
    var opened = line ?? FilterLine()
    if line == nil, let query = filtering.filterQuery { opened.append(query) }
    opened.isEditing = true
    setLine(opened, in: list)
    return true
  }

  /// Keys while the line is being typed in: characters and pastes extend the query, Backspace
  /// shortens it (and closes the empty line), Ctrl-U empties it, each change filtering the list
  /// at once; Tab, when the list shows a table, searches its next column (each in turn, then
  /// all of them again), which the line names ("3 matches in Size"); Enter keeps the query and closes the line for typing (it stays, showing the
  /// query, while that hides anything), Escape shows every item again and closes it. ↑/↓, Page
  /// Up/Down and the mouse still move through the list; Ctrl-C is left to the app; every other
  /// key is taken, so that no letter reaches the app's bindings.
  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool {
    guard var edited = line else { return false }
    switch key {
    case .character(let character):
      edited.append(String(character))
    case .paste(let text):
      edited.append(text)
    case .backspace:
      guard edited.deleteBackward() else {
        close(in: list)
        return true
      }
    case .control("u"):
      edited.text = ""
    case .tab:
      searchNextColumn(in: list)
      return true
    case .enter:
      edited.isEditing = false
      setLine(ItemFilter(query: edited.text).isEmpty ? nil : edited, in: list)
      return true
    case .escape:
      close(in: list)
      return true
    case .interrupt:
      return false
    case .up, .down, .pageUp, .pageDown, .wheelUp, .wheelDown, .click, .drag:
      return list.handleListKey(key)
    default:
      return true
    }
    guard edited != line else { return true }
    setLine(edited, in: list)
    itemFiltering(of: list)?.filterItems(matching: edited.text.isEmpty ? nil : edited.text)
    return true
  }

  /// Closes a line kept with Enter once the app cleared its filter: nothing is hidden any
  /// more. Before a frame is drawn, so the frame has the row back.
  func closeIfTheAppCleared(in list: TerminalListView) {
    guard let line, !line.isEditing, itemFiltering(of: list)?.filterQuery == nil else { return }
    setLine(nil, in: list)
  }

  /// Shows every item again and closes the line.
  private func close(in list: TerminalListView) {
    setLine(nil, in: list)
    guard let filtering = itemFiltering(of: list) else { return }
    if filtering.filterQuery != nil { filtering.filterItems(matching: nil) }
    // With no query, forgetting the column filters nothing again.
    if filtering.filterColumn != nil { filtering.filterColumn = nil }
  }

  /// Shows `newLine`; the list's rows change when the line appears or goes.
  private func setLine(_ newLine: FilterLine?, in list: TerminalListView) {
    let changesRows = (line == nil) != (newLine == nil)
    line = newLine
    if changesRows { list.listRowsDidChange() }
  }

  /// Draws the line in the list's bottom row, which it takes from the list's elements and
  /// scroll indicator while it shows: the query after a slash — with a cursor while it is
  /// typed, its end when it is too long — and the number of matching items at the right, with
  /// how to clear the filter once it is kept.
  ///
  /// - Complexity: O(*q*) for a query of *q* characters.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard let line, let lineRow = list.rows(of: self).first else { return }
    let width = TerminalListView.cells(list.size.width)
    guard width > 0 else { return }
    let count = list.filterMatchCount
    let matches =
      (count == 1 ? "1 match" : "\(count) matches")
      + (searchedColumnTitle(in: list).map { " in " + $0 } ?? "")
    let cursor = line.isEditing ? StyledLine(" ", style: TextStyle(inverse: true)) : ""
    var query = StyledLine("/" + line.text, style: TextStyle(bold: true))
    // The query's end, where typing happens, stays in view; the hints give way first, the way
    // out before the count.
    let room = width - cursor.width
    let hints = (line.isEditing ? [] : [matches + " · Esc clears"]) + [matches]
    let hint = hints.lazy.map { StyledLine(" " + $0 + " ", style: TextStyle(dim: true)) }
      .first { room - $0.width >= min(query.width, 8) }
    let queryRoom = max(0, room - (hint?.width ?? 0))
    if query.width > queryRoom {
      query = query.suffix(fromColumn: query.width - queryRoom)
    }
    let left = query + cursor
    var shown = left
    if let hint {
      shown = left.padded(toWidth: width - hint.width) + hint
    }
    buffer.draw(
      shown.padded(toWidth: width), row: row + lineRow, column: column, maxWidth: width,
      fillStyle: .plain)
  }
}

extension TerminalListView {
  /// Whether the filter line takes the keys: it is open and the user is typing a query.
  public var isEditingFilter: Bool { features.filter.line?.isEditing == true }

  /// How many items match: the data source's count, else the rows shown.
  var filterMatchCount: Int {
    features.filter.itemFiltering(of: self)?.filterMatchCount ?? numberOfItems
  }

  /// The text of the filter line while it shows — being typed, or kept with Enter — or `nil`
  /// when it is closed.
  public var filterText: String? { features.filter.line?.text }

  /// What a screen reader announces for the filter: the query and how many items match
  /// ("Filter caf, 3 matches"); `nil` while the filter line is closed.
  public var spokenFilter: String? {
    guard let line = features.filter.line else { return nil }
    let count = filterMatchCount
    let matches =
      (count == 1 ? "1 match" : "\(count) matches")
      + (features.filter.searchedColumnTitle(in: self).map { " in " + $0 } ?? "")
    return line.text.isEmpty ? "Filter, \(matches)" : "Filter \(line.text), \(matches)"
  }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// The key that opens the filter line at the bottom of the list (`/`, as in `less`): what is
  /// typed there filters the list as it changes, when the data source filters (a
  /// `ListController`'s does: `ItemFilteringEvents`). Enter keeps the filter, Escape shows every
  /// item again; see ``handle(_:)``. Taken only when the selected cell does not use the key,
  /// and no action shortcut may take it. `nil` turns filtering off, showing every item again.
  public var filterKey: Key? {
    get { features.filter.key }
    set { features.filter.setKey(newValue, in: self) }
  }

  /// Laid over the text of the rows that matches the filter while the list filters: each
  /// piece of each line of a row that matches a term of the query — or, when the list matches
  /// fuzzily (`ListController.filterMatching`), each character of the query where it matched —
  /// compared as the filter compares (case and marks folded), so the user sees why a row
  /// matched. `nil`, the default, for none.
  ///
  /// ```swift
  /// import RosterTerminal
  ///
  /// @MainActor func highlightMatches(in listView: TerminalListView) {
  ///   listView.filterMatchStyle = TextStyle(foreground: .yellow, bold: true)
  /// }
  /// ```
  public var filterMatchStyle: TextStyle? {
    get { features.filter.matchStyle }
    set { features.filter.matchStyle = newValue }
  }
}
