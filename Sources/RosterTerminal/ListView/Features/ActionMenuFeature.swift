import Foundation

/// The selected item's action menu while it is open.
struct ActionMenu {
  /// The item the actions belong to, and its identifier.
  var indexPath: IndexPath
  var identifier: String
  /// Its menu actions, destructive ones last.
  var actions: [ItemAction]
  /// Each action's label: its title, and its shortcut when that runs it.
  var labels: [String]
  /// The widest label, in columns: measured once when the menu opens, not on every frame.
  var labelWidth: Int
  /// The action identifier each usable shortcut of the item runs.
  var shortcuts: [Character: String]
  /// The action Enter runs.
  var highlighted = 0
  /// The first action shown: a menu taller than the screen scrolls.
  var firstShown = 0

  /// Moves ``firstShown`` the least that shows the highlighted action among `capacity` rows.
  mutating func scrollToHighlighted(capacity: Int) {
    guard capacity > 0 else { return }
    if highlighted < firstShown {
      firstShown = highlighted
    } else if highlighted >= firstShown + capacity {
      firstShown = highlighted - capacity + 1
    }
    firstShown = max(0, min(firstShown, actions.count - capacity))
  }
}

/// The selected item's action menu and its shortcuts: ``TerminalListView/actionMenuKey`` opens
/// the menu over the list (↑/↓ choose, Enter runs, Esc closes; it takes every key while open),
/// a key that names an action's shortcut runs it directly, and the open menu follows its item
/// through every batch.
@MainActor
final class ActionMenuFeature: TerminalListFeature {
  /// The key that opens the menu; `nil` for none.
  var key: Key? = .character("a")
  /// The open menu, drawn over the list.
  private(set) var menu: ActionMenu?
  /// The list whose batches the open menu follows.
  weak var list: TerminalListView?

  /// Opens the selected item's action menu with ``key``, or runs the action whose shortcut
  /// `key` is; returns whether it did either. Nothing runs on an item that is leaving (the
  /// data source refuses), but its shortcut is still taken.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let selectedIndexPath = list.selectedIndexPath, let dataSource = list.dataSource
    else { return false }
    let actions = dataSource.actions(forItemAt: selectedIndexPath)
    guard !actions.isEmpty else { return false }
    let shortcuts = usableShortcuts(of: actions, at: selectedIndexPath, in: list)
    if key == self.key {
      let ordered = ItemAction.menu(of: actions)
      guard !ordered.isEmpty, let identifier = list.identifier(at: selectedIndexPath) else {
        return false
      }
      menu = makeMenu(
        indexPath: selectedIndexPath, identifier: identifier, actions: ordered,
        shortcuts: shortcuts, in: list)
      return true
    }
    guard case .character(let character) = key, let action = shortcuts[character] else {
      return false
    }
    dataSource.performAction(action, forItemAt: selectedIndexPath)
    return true
  }

  func reservedKeys(in list: TerminalListView) -> [Key] { key.map { [$0] } ?? [] }

  func takesEveryKey(in list: TerminalListView) -> Bool { menu != nil }

  /// While the menu is open: the arrows, Enter and Esc. Otherwise the key, when the selected
  /// item has actions for the menu.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    if menu != nil {
      return Self.modeHints
    }
    guard let key, let selectedIndexPath = list.selectedIndexPath, let dataSource = list.dataSource,
      !ItemAction.menu(of: dataSource.actions(forItemAt: selectedIndexPath)).isEmpty
    else { return [] }
    return [TerminalKeyHint(key, "actions")]
  }

  /// The keys while the menu is open.
  static let modeHints = [
    TerminalKeyHint(keys: "↑↓", action: "choose", group: .actionMenu),
    TerminalKeyHint(.enter, "run", group: .actionMenu),
    TerminalKeyHint(.escape, "close", group: .actionMenu),
  ]

  /// The key, and those that work while the menu is open.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let key else { return [] }
    return [TerminalKeyHint(key, "actions")] + Self.modeHints
  }

  /// Keys while the menu is open: ↑/↓ (j/k) choose, scrolling the menu when it is taller than
  /// the list, Enter runs the highlighted action and closes, Esc closes, a shortcut runs its
  /// action; every key is taken, so nothing reaches the list behind.
  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool {
    guard var menu else { return false }
    let count = menu.actions.count
    let capacity = Self.capacity(of: list)
    switch key {
    case .up, .character("k"): menu.highlighted = (menu.highlighted + count - 1) % count
    case .down, .character("j"): menu.highlighted = (menu.highlighted + 1) % count
    case .enter:
      // Only what the user sees: a list too short to show a row of the menu runs nothing.
      menu.scrollToHighlighted(capacity: capacity)
      guard capacity > 0 else { return true }
      return run(menu.actions[menu.highlighted].identifier, of: menu, in: list)
    case .escape:
      self.menu = nil
      return true
    case .character(let character):
      if let identifier = menu.shortcuts[character] {
        return run(identifier, of: menu, in: list)
      }
    default: break
    }
    menu.scrollToHighlighted(capacity: capacity)
    self.menu = menu
    return true
  }

  /// Keeps the open menu on its item through a batch.
  func didPerformBatch(_ batch: BatchUpdate, token: Void) { followItem() }

  /// Keeps the open menu on its item through a reload.
  func didReloadData() { followItem() }

  /// Keeps the open menu on its item, with the item's actions now; closes it when the item is
  /// gone or has no menu actions left.
  private func followItem() {
    guard let menu, let list, let dataSource = list.dataSource else { return }
    guard let path = list.indexPath(of: menu.identifier, near: menu.indexPath) else {
      self.menu = nil
      return
    }
    let actions = dataSource.actions(forItemAt: path)
    let ordered = ItemAction.menu(of: actions)
    guard !ordered.isEmpty else {
      self.menu = nil
      return
    }
    self.menu = makeMenu(
      indexPath: path, identifier: menu.identifier, actions: ordered,
      shortcuts: usableShortcuts(of: actions, at: path, in: list),
      highlighted: min(menu.highlighted, ordered.count - 1), firstShown: menu.firstShown, in: list)
  }

  /// The open menu's highlighted action ("Delete, destructive, action 2 of 2").
  func spokenSelection(in list: TerminalListView) -> String? {
    guard let menu, menu.actions.indices.contains(menu.highlighted) else { return nil }
    let action = menu.actions[menu.highlighted]
    let style = action.style == .destructive ? ", destructive" : ""
    return "\(action.title)\(style), action \(menu.highlighted + 1) of \(menu.actions.count)"
  }

  /// The action identifier each usable shortcut runs: the first action to name a key has it,
  /// unless the list uses that key itself (`j`, `k` and the features' reserved keys). Every
  /// other shortcut is reported once per model type and action
  /// (`ListDiagnostic.conflictingItemAction`) and runs nothing.
  func usableShortcuts(
    of actions: [ItemAction], at indexPath: IndexPath, in list: TerminalListView
  ) -> [Character: String] {
    var reserved: Set<Character> = ["j", "k"]
    for feature in list.features.all {
      for case .character(let key) in feature.reservedKeys(in: list) { reserved.insert(key) }
    }
    var shortcuts: [Character: String] = [:]
    for action in actions {
      guard let shortcut = action.shortcut else { continue }
      let reason: String
      if reserved.contains(shortcut) {
        reason = "its shortcut '\(shortcut)' is a key the list uses itself; it never runs it"
      } else if let first = shortcuts[shortcut] {
        reason = "its shortcut '\(shortcut)' is action '\(first)'s already; it never runs it"
      } else {
        shortcuts[shortcut] = action.identifier
        continue
      }
      reportConflict(action, at: indexPath, reason: reason, in: list)
    }
    return shortcuts
  }

  private func reportConflict(
    _ action: ItemAction, at indexPath: IndexPath, reason: String, in list: TerminalListView
  ) {
    guard let model = list.dataSource?.cellModel(at: indexPath),
      list.onceOnlyDiagnostics.isFirstActionConflict(
        modelType: type(of: model), actionIdentifier: action.identifier)
    else { return }
    list.report(
      .conflictingItemAction(
        itemIdentifier: model.identifier, actionIdentifier: action.identifier, reason: reason))
  }

  /// The menu of `actions`, its labels measured once.
  private func makeMenu(
    indexPath: IndexPath, identifier: String, actions: [ItemAction],
    shortcuts: [Character: String], highlighted: Int = 0, firstShown: Int = 0,
    in list: TerminalListView
  ) -> ActionMenu {
    let labels = actions.map { action in
      guard let shortcut = action.shortcut, shortcuts[shortcut] == action.identifier else {
        return action.title
      }
      return action.title + "  \(shortcut)"
    }
    var menu = ActionMenu(
      indexPath: indexPath, identifier: identifier, actions: actions, labels: labels,
      labelWidth: labels.map { StyledLine($0).width }.max() ?? 0, shortcuts: shortcuts,
      highlighted: highlighted, firstShown: firstShown)
    menu.scrollToHighlighted(capacity: Self.capacity(of: list))
    return menu
  }

  /// How many actions the open menu shows at once in `list`: the rows between its borders.
  private static func capacity(of list: TerminalListView) -> Int {
    max(0, TerminalListView.cells(list.size.height) - 2)
  }

  private func run(_ identifier: String, of menu: ActionMenu, in list: TerminalListView) -> Bool {
    self.menu = nil
    list.dataSource?.performAction(identifier, forItemAt: menu.indexPath)
    return true
  }

  /// Draws the open menu in a box under the selected item's first row (above it when there is
  /// no room below, over the list from its top when there is room neither side), left of the
  /// list's right edge: as many actions as fit, scrolled to show the highlighted one, an arrow
  /// in a border where more are hidden.
  ///
  /// - Complexity: O(rows shown), whatever the number of actions.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard var menu, let frame = list.layout.frame(for: menu.indexPath) else { return }
    let width = TerminalListView.cells(list.size.width)
    let height = TerminalListView.cells(list.size.height)
    let capacity = Self.capacity(of: list)
    guard capacity > 0 else { return }
    // The list may have shrunk since the last key.
    menu.scrollToHighlighted(capacity: capacity)
    self.menu = menu
    let shown = min(menu.actions.count, capacity)
    let inner = min(max(0, width - 4), menu.labelWidth + 2)
    let boxHeight = shown + 2
    let itemRow = TerminalListView.cells(frame.minY) - list.contentOffset
    var top = itemRow + 1
    if top + boxHeight > height { top = max(0, min(itemRow - boxHeight, height - boxHeight)) }
    // A blank column before the box sets it apart from the rows it covers. Right to left the
    // box and its blank column are the mirror image: near the right edge, the blank after it.
    let leftToRightStart = min(list.gutterWidth + 1, max(0, width - inner - 3))
    let rightToLeft = list.layoutDirection == .rightToLeft
    let left =
      column + (rightToLeft ? max(0, width - leftToRightStart - (inner + 3)) : leftToRightStart)
    let border = TextStyle(bold: true)
    let margin = StyledLine(" ")
    let framed = { (line: StyledLine) in rightToLeft ? line + margin : margin + line }
    buffer.draw(
      framed(
        StyledLine(
          "┌" + Self.rule(inner, arrow: menu.firstShown > 0 ? "↑" : nil) + "┐", style: border)),
      row: row + top, column: left, maxWidth: inner + 3)
    for offset in 0..<shown {
      let index = menu.firstShown + offset
      var style = menu.actions[index].style == .destructive ? TextStyle(foreground: .red) : .plain
      if index == menu.highlighted { style = style.merging(TextStyle(inverse: true)) }
      let text = StyledLine(" " + menu.labels[index], style: style).truncated(toWidth: inner)
        .padded(toWidth: inner, style: style)
      buffer.draw(
        framed(StyledLine("│", style: border) + text + StyledLine("│", style: border)),
        row: row + top + 1 + offset, column: left, maxWidth: inner + 3)
    }
    let moreBelow = menu.firstShown + shown < menu.actions.count
    buffer.draw(
      framed(
        StyledLine("└" + Self.rule(inner, arrow: moreBelow ? "↓" : nil) + "┘", style: border)),
      row: row + top + boxHeight - 1, column: left, maxWidth: inner + 3)
  }

  /// A horizontal border `width` columns wide, with `arrow` in its middle.
  private static func rule(_ width: Int, arrow: Character?) -> String {
    guard let arrow, width >= 3 else { return String(repeating: "─", count: width) }
    let before = (width - 1) / 2
    return String(repeating: "─", count: before) + String(arrow)
      + String(repeating: "─", count: width - 1 - before)
  }
}

extension TerminalListView {
  /// Whether the selected item's action menu is open.
  public var isShowingActionMenu: Bool { features.actionMenu.menu != nil }
}

// The list's settings for this feature: the feature holds them.
extension TerminalListView {
  /// The key that opens the selected item's action menu (its `ActionableCellModel` actions
  /// placed in the menu); `nil` for none. Keys that name an action's shortcut run it directly,
  /// except the list's own keys (this key, ``moveKey``, `j` and `k`), which a shortcut cannot
  /// take: such a shortcut is reported as `ListDiagnostic.conflictingItemAction` and runs
  /// nothing.
  public var actionMenuKey: Key? {
    get { features.actionMenu.key }
    set { features.actionMenu.key = newValue }
  }
}
