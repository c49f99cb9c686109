#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // A hardware keyboard in an outline: Right expands a collapsed node or moves to its first
  // child, Left collapses an expanded node or moves to its parent (the two swap right to left,
  // where the parent is on the right), and `*` expands the whole subtree. They act on the
  // current row: the item focused last (the focus engine moves it with the arrows on iPad),
  // else the one selected item; a move goes the same way, the focus or the selection.
  //
  // When an update hides the focused row (its parent collapsed, by a key, a tap or the app),
  // the focus goes to the nearest ancestor still shown: the focus must rest on a row the user
  // sees, and the collapsed ancestor is where the row went, so the next key continues from
  // there. The selection is not moved with it: selecting runs the app's selection action, which
  // a collapse must not; a hidden selected row is deselected as any row leaving the list is.
  extension OutlineDisclosure {
    /// What a key asks of the current row.
    enum Key: Equatable {
      /// Expand, or move to the first child (Right, left to right).
      case forward
      /// Collapse, or move to the parent (Left, left to right).
      case backward
      /// Expand the node and everything under it (`*`).
      case expandSubtree
    }

    /// The commands the keys are offered as, each sending `action`; ahead of the focus
    /// system's own use of the arrows, which would otherwise take them.
    func keyCommands(action: Selector) -> [UIKeyCommand] {
      let keys: [(String, UIKeyModifierFlags, String)] = [
        (UIKeyCommand.inputRightArrow, [], "Expand"),
        (UIKeyCommand.inputLeftArrow, [], "Collapse"),
        // `*` is Shift-8 on many layouts and a key of its own on a numeric keypad.
        ("*", [], "Expand All"),
        ("*", .shift, "Expand All"),
      ]
      return keys.map { input, flags, title in
        let command = UIKeyCommand(input: input, modifierFlags: flags, action: action)
        command.discoverabilityTitle = title
        command.wantsPriorityOverSystemBehavior = true
        return command
      }
    }

    /// The key `command` stands for, mirrored in a right-to-left list.
    func key(for command: UIKeyCommand) -> Key? {
      let rightToLeft = host.listScrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      switch command.input {
      case UIKeyCommand.inputRightArrow: return rightToLeft ? .backward : .forward
      case UIKeyCommand.inputLeftArrow: return rightToLeft ? .forward : .backward
      case "*": return .expandSubtree
      default: return nil
      }
    }

    /// Performs `command` on the current row; whether it changed anything.
    @discardableResult
    func perform(_ command: UIKeyCommand) -> Bool {
      key(for: command).map(perform) ?? false
    }

    /// Performs `key` on the current row; whether it changed anything.
    @discardableResult
    func perform(_ key: Key) -> Bool {
      guard let events, let dataSource = host.dataSource, let (current, byFocus) = currentItem(),
        let identifier = dataSource.cellModel(at: current)?.identifier,
        let row = dataSource.snapshot.outlineRow(at: current)
      else { return false }
      switch key {
      case .expandSubtree:
        return row.hasChildren && events.expandOutlineSubtree(under: identifier)
      case .forward where row.hasChildren && !row.isExpanded:
        return events.setOutlineItem(identifier, expanded: true)
      case .forward:
        let next = IndexPath(item: current.item + 1, section: current.section)
        guard row.hasChildren,
          dataSource.snapshot.outlineRow(at: next)?.parentIdentifier == identifier
        else { return false }
        return move(from: current, to: next, byFocus: byFocus)
      case .backward where row.hasChildren && row.isExpanded:
        return events.setOutlineItem(identifier, expanded: false)
      case .backward:
        guard let parent = row.parentIdentifier,
          let target = dataSource.snapshot.indexPath(forIdentifier: parent)
        else { return false }
        return move(from: current, to: target, byFocus: byFocus)
      }
    }

    /// The row the keys act on: the item focused last, else the one selected item.
    private func currentItem() -> (IndexPath, byFocus: Bool)? {
      guard let dataSource = host.dataSource else { return nil }
      if let focused = dataSource.indexPathForPreferredFocusedItem { return (focused, true) }
      let selected = dataSource.indexPathsForSelectedItems
      return selected.count == 1 ? (selected[0], false) : nil
    }

    private func move(from current: IndexPath, to target: IndexPath, byFocus: Bool) -> Bool {
      guard let dataSource = host.dataSource else { return false }
      if byFocus {
        dataSource.didFocusItem(at: target)
        host.focusRememberedItem()
        return true
      }
      // In multiple selection a second selected item would leave no current row.
      if dataSource.selectionState.mode != .single { _ = dataSource.didDeselectItem(at: current) }
      _ = dataSource.didSelectItem(at: target)
      host.showSelection()
      return true
    }

    /// The focused item and its ancestors, nearest first, before a batch that deletes rows
    /// (only a deletion hides a row); nothing for other batches, which then cost nothing here.
    func willPerformBatch(_ batch: BatchUpdate) -> [String] {
      guard !batch.itemDeletions.isEmpty || !batch.sectionDeletions.isEmpty,
        let dataSource = host.dataSource,
        let focused = dataSource.indexPathForPreferredFocusedItem,
        let identifier = dataSource.cellModel(at: focused)?.identifier
      else { return [] }
      var chain = [identifier]
      var parent = dataSource.snapshot.outlineRow(at: focused)?.parentIdentifier
      while let next = parent, chain.count <= 10_000 {
        chain.append(next)
        parent = outlineRow(of: next)?.1.parentIdentifier
      }
      return chain
    }

    /// The table's indentation follows its sections; and when the focused item left the list in
    /// `batch`, the focus goes to its nearest ancestor shown.
    func didPerformBatch(_ batch: BatchUpdate, token chain: [String]) {
      refreshTableIndentation()
      guard chain.count > 1, let dataSource = host.dataSource,
        dataSource.indexPathForPreferredFocusedItem == nil,
        let target = chain.dropFirst().lazy.compactMap({
          dataSource.snapshot.indexPath(forIdentifier: $0)
        }).first
      else { return }
      dataSource.didFocusItem(at: target)
      host.focusRememberedItem()
    }
  }

  extension CollectionViewHost {
    /// The hardware keyboard's outline keys, each sending `action` up the responder chain:
    /// Right expands the current row or moves to its first child, Left collapses it or moves to
    /// its parent (mirrored right to left), `*` expands its whole subtree. The current row is
    /// the item focused last, else the one selected item. ``ListViewController`` offers them;
    /// a responder of your own offers them from its `keyCommands` and hands the command to
    /// ``performOutlineKeyCommand(_:)``:
    ///
    /// <!-- snippet: skip `#selector` and `@objc` need the Objective-C runtime -->
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? {
    ///   host.outlineKeyCommands(action: #selector(outlineKey(_:)))
    /// }
    /// @objc func outlineKey(_ command: UIKeyCommand) {
    ///   host.performOutlineKeyCommand(command)
    /// }
    /// ```
    ///
    /// The commands take the arrows ahead of the focus system
    /// (`wantsPriorityOverSystemBehavior`).
    public func outlineKeyCommands(action: Selector) -> [UIKeyCommand] {
      outline.keyCommands(action: action)
    }

    /// Performs one of the ``outlineKeyCommands(action:)`` on the current row; whether it
    /// expanded, collapsed or moved anything.
    @discardableResult
    public func performOutlineKeyCommand(_ command: UIKeyCommand) -> Bool {
      outline.perform(command)
    }
  }

  extension TableViewHost {
    /// The hardware keyboard's outline keys, as ``CollectionViewHost``'s
    /// ``CollectionViewHost/outlineKeyCommands(action:)``; ``ListTableViewController`` offers
    /// them.
    public func outlineKeyCommands(action: Selector) -> [UIKeyCommand] {
      outline.keyCommands(action: action)
    }

    /// Performs one of the ``outlineKeyCommands(action:)`` on the current row; whether it
    /// expanded, collapsed or moved anything.
    @discardableResult
    public func performOutlineKeyCommand(_ command: UIKeyCommand) -> Bool {
      outline.perform(command)
    }
  }

  extension CollectionViewHost: OutlineHosting {
    var listScrollView: UIScrollView { collectionView }
    func showSelection() { selection.show(animated: true) }
  }

  extension TableViewHost: OutlineHosting {
    var listScrollView: UIScrollView { tableView }
    func showSelection() { selection.show(animated: true) }
    func focusRememberedItem() {
      tableView.setNeedsFocusUpdate()
      tableView.updateFocusIfNeeded()
    }
  }

  extension ListViewController {
    /// The outline keys' action, named for `UIKeyCommand` (see `performOutlineKey(_:)`).
    static let outlineKeyAction = Selector(("performOutlineKey:"))
  }

  extension ListTableViewController {
    /// The outline keys' action, named for `UIKeyCommand` (see `performOutlineKey(_:)`).
    static let outlineKeyAction = Selector(("performOutlineKey:"))
  }

  #if canImport(ObjectiveC)
    // The action method exists only with the Objective-C runtime, which sends it; the UIKit
    // model's tests call `performOutlineKeyCommand(_:)`, as it does.
    extension ListViewController {
      @objc func performOutlineKey(_ command: UIKeyCommand) {
        listController.host.performOutlineKeyCommand(command)
      }
    }

    extension ListTableViewController {
      @objc func performOutlineKey(_ command: UIKeyCommand) {
        listController.host.performOutlineKeyCommand(command)
      }
    }
  #endif
#endif
