import Foundation

// What a screen reader follows on a terminal: plain lines of text, one per change, rather than
// a screen redrawn in place. `TerminalApp` writes them in its `.screenReader` output; these
// say what each line is.
extension TerminalListView {
  /// What a screen reader says for the item at `indexPath`: its model's
  /// `CellAccessibility.spokenText` when the model is an `AccessibleCellModel` with a label,
  /// else the text its cell shows, its rows joined by spaces, without styles; `nil` when there
  /// is no such item.
  public func spokenText(forItemAt indexPath: IndexPath) -> String? {
    guard let model = dataSource?.cellModel(at: indexPath) else { return nil }
    return spokenText(of: model, shownBy: cellForItem(at: indexPath))
  }

  /// What a screen reader says for the header of `section`, the same way as for an item;
  /// `nil` when the section has no header.
  public func spokenText(ofHeaderInSection section: Int) -> String? {
    guard let model = dataSource?.section(at: section)?.headerModel else { return nil }
    return spokenText(of: model, shownBy: nil)
  }

  /// What a screen reader announces for where the user is: the open action menu's highlighted
  /// action ("Delete, destructive, action 2 of 2"), or the selected item and its place in its
  /// section ("Notes on diffing, 3 of 20"); `nil` when nothing is selected.
  public var spokenSelection: String? {
    if let menu = actionMenu, menu.actions.indices.contains(menu.highlighted) {
      let action = menu.actions[menu.highlighted]
      let style = action.style == .destructive ? ", destructive" : ""
      return "\(action.title)\(style), action \(menu.highlighted + 1) of \(menu.actions.count)"
    }
    guard let path = selectedIndexPath, let text = spokenText(forItemAt: path),
      let count = dataSource?.numberOfItems(inSection: path.section)
    else { return nil }
    return "\(text), \(path.item + 1) of \(count)"
  }

  /// The number of items the list shows, in all its sections.
  public var numberOfItems: Int {
    guard let dataSource else { return 0 }
    return (0..<dataSource.numberOfSections).reduce(0) {
      $0 + dataSource.numberOfItems(inSection: $1)
    }
  }

  private func spokenText(of model: any CellModel, shownBy live: (any TerminalCell)?) -> String {
    if let spoken = (model as? any AccessibleCellModel)?.accessibility.spokenText {
      return spoken
    }
    var cell = live
    if cell == nil, let template = template(for: cellRegistry.cellType(for: model)) {
      template.bind(cellModel: model, sizing: false)
      cell = template
    }
    let width = max(1, Self.cells(size.width))
    let rows = (cell?.render(width: width) ?? []).map {
      $0.text.trimmingCharacters(in: .whitespaces)
    }
    let text = rows.filter { !$0.isEmpty }.joined(separator: " ")
    return text.isEmpty ? model.identifier : text
  }
}
