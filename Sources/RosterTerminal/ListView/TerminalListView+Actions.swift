import Foundation

/// The selected item's action menu while it is open.
struct ActionMenu {
  /// The item the actions belong to, and its identifier.
  var indexPath: IndexPath
  var identifier: String
  /// Its menu actions, destructive ones last.
  var actions: [ItemAction]
  /// The action Enter runs.
  var highlighted = 0
}

extension TerminalListView {
  /// Whether the selected item's action menu is open.
  public var isShowingActionMenu: Bool { actionMenu != nil }

  /// Opens the selected item's action menu with ``actionMenuKey``, or runs the action whose
  /// shortcut `key` is; returns whether it did either.
  func handleActionKey(_ key: Key) -> Bool {
    guard let selectedIndexPath, let dataSource else { return false }
    let actions = dataSource.actions(forItemAt: selectedIndexPath)
    guard !actions.isEmpty else { return false }
    if key == actionMenuKey {
      let menu = ItemAction.menu(of: actions)
      guard !menu.isEmpty, let identifier = identifier(at: selectedIndexPath) else { return false }
      actionMenu = ActionMenu(indexPath: selectedIndexPath, identifier: identifier, actions: menu)
      return true
    }
    guard case .character(let character) = key,
      let action = actions.first(where: { $0.shortcut == character })
    else { return false }
    dataSource.performAction(action.identifier, forItemAt: selectedIndexPath)
    return true
  }

  /// Keys while the menu is open: ↑/↓ (j/k) choose, Enter runs and closes, Esc closes, a
  /// shortcut runs its action; every key is taken, so nothing reaches the list behind.
  func handleActionMenuKey(_ key: Key) -> Bool {
    guard var menu = actionMenu else { return false }
    let count = menu.actions.count
    switch key {
    case .up, .character("k"): menu.highlighted = (menu.highlighted + count - 1) % count
    case .down, .character("j"): menu.highlighted = (menu.highlighted + 1) % count
    case .enter: return runMenuAction(menu.actions[menu.highlighted], of: menu)
    case .escape: actionMenu = nil
    case .character(let character):
      if let action = menu.actions.first(where: { $0.shortcut == character }) {
        return runMenuAction(action, of: menu)
      }
    default: break
    }
    actionMenu?.highlighted = menu.highlighted
    return true
  }

  private func runMenuAction(_ action: ItemAction, of menu: ActionMenu) -> Bool {
    actionMenu = nil
    dataSource?.performAction(action.identifier, forItemAt: menu.indexPath)
    return true
  }

  /// Keeps the open menu on its item through a batch, with the item's actions now; closes it
  /// when the item is gone or has no menu actions left.
  func followActionMenuItem() {
    guard let menu = actionMenu else { return }
    guard let path = indexPath(of: menu.identifier, near: menu.indexPath),
      let ordered = dataSource.map({ ItemAction.menu(of: $0.actions(forItemAt: path)) }),
      !ordered.isEmpty
    else {
      actionMenu = nil
      return
    }
    actionMenu = ActionMenu(
      indexPath: path, identifier: menu.identifier, actions: ordered,
      highlighted: min(menu.highlighted, ordered.count - 1))
  }

  /// Draws the open menu in a box under the selected item's first row (above it when there is
  /// no room below), left of the list's right edge.
  func drawActionMenu(into buffer: inout ScreenBuffer, column: Int, row: Int) {
    guard let menu = actionMenu, let frame = layout.frame(for: menu.indexPath) else { return }
    let width = Self.cells(size.width)
    let height = Self.cells(size.height)
    let labels = menu.actions.map { action in
      action.title + (action.shortcut.map { "  \($0)" } ?? "")
    }
    let inner = min(max(0, width - 4), (labels.map { StyledLine($0).width }.max() ?? 0) + 2)
    let boxHeight = menu.actions.count + 2
    let itemRow = Self.cells(frame.minY) - contentOffset
    var top = itemRow + 1
    if top + boxHeight > height { top = max(0, itemRow - boxHeight) }
    // A blank column before the box sets it apart from the rows it covers.
    let left = column + min(gutterWidth + 1, max(0, width - inner - 3))
    let border = TextStyle(bold: true)
    let margin = StyledLine(" ")
    let rule = String(repeating: "─", count: inner)
    buffer.draw(
      margin + StyledLine("┌" + rule + "┐", style: border), row: row + top, column: left,
      maxWidth: inner + 3)
    for (index, label) in labels.enumerated() {
      var style = menu.actions[index].style == .destructive ? TextStyle(foreground: .red) : .plain
      if index == menu.highlighted { style = style.merging(TextStyle(inverse: true)) }
      let text = StyledLine(" " + label, style: style).truncated(toWidth: inner).padded(
        toWidth: inner, style: style)
      buffer.draw(
        margin + StyledLine("│", style: border) + text + StyledLine("│", style: border),
        row: row + top + 1 + index, column: left, maxWidth: inner + 3)
    }
    buffer.draw(
      margin + StyledLine("└" + rule + "┘", style: border), row: row + top + boxHeight - 1,
      column: left, maxWidth: inner + 3)
  }
}
