import Foundation

/// What a screen reader follows on a terminal: plain lines of text, one per change, rather than
/// a screen redrawn in place. `TerminalApp` writes them in its `.screenReader` output; the
/// feature says what each line is: an item's or a header's words, and where the user is. It
/// comes last among the features, so that one in a mode (the open action menu) says where the
/// user is before it.
@MainActor
final class ScreenReaderFeature: TerminalListFeature {
  /// The selected item, its outline state ("expanded, level 2") in an outline section, and its
  /// place in its section.
  func spokenSelection(in list: TerminalListView) -> String? {
    guard let path = list.selectedIndexPath,
      let text = list.features.table.spokenText(at: path, in: list)
        ?? list.spokenText(forItemAt: path),
      !text.isEmpty, let count = list.dataSource?.numberOfItems(inSection: path.section)
    else { return nil }
    let outline = list.features.outline.spokenState(at: path, in: list) ?? ""
    return
      "\(text)\(outline)\(spokenSelectionState(at: path, in: list)), \(path.item + 1) of \(count)"
  }

  /// ", selected" for a selected item, ", not selected" for another one in edit mode, where
  /// every row shows a selection control; nothing otherwise.
  private func spokenSelectionState(at indexPath: IndexPath, in list: TerminalListView) -> String {
    guard list.features.selectionMarks.markWidth > 0, let dataSource = list.dataSource else {
      return ""
    }
    if dataSource.isItemSelected(at: indexPath) { return ", selected" }
    return dataSource.selectionState.isEditing ? ", not selected" : ""
  }

  /// What a screen reader says for `model`, shown by `live` or else by a template of its cell
  /// type.
  func spokenText(
    of model: any CellModel, shownBy live: (any TerminalCell)?, in list: TerminalListView
  ) -> String {
    if let spoken = (model as? any AccessibleCellModel)?.accessibility.spokenText {
      return spoken
    }
    var cell = live
    if cell == nil, let template = list.template(for: list.cellRegistry.cellType(for: model)) {
      template.bind(cellModel: model, sizing: false)
      cell = template
    }
    guard let cell else { return model.identifier }
    if let spoken = cell.spokenText { return spoken }
    let lines = cell.render(width: max(1, TerminalListView.cells(list.size.width)))
    // Blank lines (a cell that shows nothing) say which item it is; glyphs alone say nothing.
    if lines.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) { return model.identifier }
    return TerminalListView.spokenWords(of: lines)
  }
}

// The list's screen-reader text: the feature says it.
extension TerminalListView {
  /// What a screen reader says for the item at `indexPath`: its model's
  /// `CellAccessibility.spokenText` when the model is an `AccessibleCellModel` with a label,
  /// else its cell's ``TerminalCell/spokenText``, else the words its cell shows: its rows'
  /// words joined by single spaces, without styles, without the padding that aligns them
  /// and without runs of drawn glyphs (rules, bars, shapes: see ``isDrawnGlyph(_:)``), so
  /// that a line is never wider than its words. Empty for an item that says nothing (a
  /// rule); the model's identifier when no cell shows it; `nil` when there is no such item.
  public func spokenText(forItemAt indexPath: IndexPath) -> String? {
    guard let model = dataSource?.cellModel(at: indexPath) else { return nil }
    return features.screenReader.spokenText(
      of: model, shownBy: cellForItem(at: indexPath), in: self)
  }

  /// What a screen reader says for the header of `section`, the same way as for an item;
  /// `nil` when the section has no header or its header says nothing.
  public func spokenText(ofHeaderInSection section: Int) -> String? {
    guard let model = dataSource?.section(at: section)?.headerModel else { return nil }
    let text = features.screenReader.spokenText(of: model, shownBy: nil, in: self)
    return text.isEmpty ? nil : text
  }

  /// What a screen reader announces for where the user is: the open action menu's highlighted
  /// action ("Delete, destructive, action 2 of 2"), or the selected item and its place in its
  /// section ("Notes on diffing, 3 of 20"; "Notes on diffing, selected, 3 of 20" when the
  /// list keeps a selection that holds it, and "not selected" for others in edit mode); `nil`
  /// when nothing is selected or the selected item says nothing (a rule).
  public var spokenSelection: String? {
    features.all.lazy.compactMap { $0.spokenSelection(in: self) }.first
  }

  /// The number of items the list shows, in all its sections.
  ///
  /// - Complexity: O(1) after the first call for each displayed state (see
  ///   `ListSnapshot.numberOfItems`): a screen reader's app asks every frame.
  public var numberOfItems: Int { dataSource?.snapshot.numberOfItems ?? 0 }

  /// Whether `character` is drawn rather than read: box drawing (rules, borders), block
  /// elements (bars, shades such as a skeleton's `░`), geometric shapes and braille patterns
  /// (spinners). A word made only of them is left out of what a screen reader says.
  public static func isDrawnGlyph(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x2500...0x259F, 0x25A0...0x25FF, 0x2800...0x28FF: true
      default: false
      }
    }
  }

  /// The words of `lines`, as a screen reader should hear them: joined by single spaces,
  /// without words made only of drawn glyphs.
  static func spokenWords(of lines: [StyledLine]) -> String {
    lines.flatMap { line in
      line.text.split(whereSeparator: \.isWhitespace).filter { word in
        !word.allSatisfy(isDrawnGlyph)
      }
    }
    .joined(separator: " ")
  }
}
