#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The outline rows' disclosure controls, accessibility, indentation and keys, in either host.
  ///
  /// **The control.** UIKit's own outline look, `UICellAccessory.outlineDisclosure`, exists only
  /// for `UICollectionViewListCell`, and Roster's cells are plain `UICollectionViewCell`s and
  /// `UITableViewCell`s that apps lay out themselves. The closest honest equivalent is the same
  /// chevron in a button at the trailing edge, where iOS puts the outline disclosure: pointing
  /// forward (`chevron.forward`, which mirrors right to left) while collapsed and down while
  /// expanded. In a table it is the cell's `accessoryView`, which UIKit lays out beside the
  /// content; in a collection view it is a subview of the cell pinned to its trailing edge, over
  /// the content view, whose trailing 44 points the cell's content leaves free. Tapping it
  /// toggles the node, and the engine rebinds the row whose expansion changed, so the control
  /// follows in the same batch.
  ///
  /// **Accessibility.** The cell's value says "expanded" or "collapsed" and the row's level
  /// (from 1), after the model's own value; its first custom action expands or collapses, and its
  /// hint says so ("Swipe up or down to expand": choosing a custom action, since a double-tap on
  /// the cell selects it). The control itself is an element too, with the label "Expand" or
  /// "Collapse" and the hint "Double-tap to expand", which VoiceOver reaches when the cell is
  /// not one element.
  ///
  /// **Table indentation.** A table cell's `indentationLevel` is the row's level and its
  /// `indentationWidth` the section's `Constraints.outlineIndentation`, or 10 points. (A
  /// collection view's layout indents the rows itself.)
  @MainActor
  final class OutlineDisclosure: HostFeature {
    unowned let host: any OutlineHosting

    init(host: any OutlineHosting) {
      self.host = host
    }

    /// The expansion events of the host's data source, when it has them.
    var events: (any ItemOutlineEvents)? { host.dataSource as? any ItemOutlineEvents }

    /// The outline facts of the displayed item `identifier`, with its index path.
    ///
    /// - Complexity: O(1) on average, after a table of the displayed identifiers built once per
    ///   displayed state.
    func outlineRow(of identifier: String?) -> (IndexPath, OutlineRow)? {
      guard let identifier, let snapshot = host.dataSource?.snapshot,
        let indexPath = snapshot.indexPath(forIdentifier: identifier),
        let row = snapshot.outlineRow(at: indexPath)
      else { return nil }
      return (indexPath, row)
    }

    /// Gives a cell just bound to the item at `indexPath` its control and accessibility for the
    /// row's outline facts, or takes them away when the row is not an outline row.
    ///
    /// - Complexity: O(1) on average: the row's facts are looked up by its index path.
    func prepare(_ cell: UIView, at indexPath: IndexPath?) {
      let dataSource = host.dataSource
      guard let indexPath, let dataSource, let row = dataSource.snapshot.outlineRow(at: indexPath),
        let model = dataSource.cellModel(at: indexPath), events != nil
      else {
        remove(from: cell) {
          let model = indexPath.flatMap { dataSource?.cellModel(at: $0) }
          return (model as? any AccessibleCellModel)?.accessibility
        }
        return
      }
      let identifier = model.identifier
      let accessibility = (model as? any AccessibleCellModel)?.accessibility
      if let tableCell = cell as? UITableViewCell {
        tableCell.indentationLevel = row.level
        tableCell.indentationWidth =
          dataSource.section(at: indexPath.section)?.constraints.outlineIndentation ?? 10
      }
      let button = row.hasChildren ? disclosureButton(in: cell) : nil
      if !row.hasChildren { removeButton(from: cell) }
      button?.show(identifier: identifier, isExpanded: row.isExpanded)
      cell.accessibilityValue = Self.join(
        accessibility?.value,
        row.hasChildren ? (row.isExpanded ? "expanded" : "collapsed") : nil,
        "level \(row.level + 1)")
      cell.accessibilityHint = Self.join(
        accessibility?.hint,
        row.hasChildren ? "Swipe up or down to \(row.isExpanded ? "collapse" : "expand")" : nil)
      var actions = (cell.accessibilityCustomActions ?? []).filter {
        !($0 is OutlineAccessibilityAction)
      }
      if row.hasChildren {
        let expand = !row.isExpanded
        actions.insert(
          OutlineAccessibilityAction(name: expand ? "Expand" : "Collapse") { [weak self] _ in
            self?.events?.setOutlineItem(identifier, expanded: expand) ?? false
          }, at: 0)
      }
      cell.accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    /// The cell's disclosure control, added the first time.
    private func disclosureButton(in cell: UIView) -> OutlineDisclosureButton {
      if let tableCell = cell as? UITableViewCell {
        if let button = tableCell.accessoryView as? OutlineDisclosureButton { return button }
        let button = OutlineDisclosureButton(feature: self)
        tableCell.accessoryView = button
        return button
      }
      if let button = cell.subviews.lazy.compactMap({ $0 as? OutlineDisclosureButton }).first {
        return button
      }
      let button = OutlineDisclosureButton(feature: self)
      cell.addSubview(button)
      button.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        button.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        button.topAnchor.constraint(equalTo: cell.topAnchor),
        button.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        button.widthAnchor.constraint(equalToConstant: 44),
      ])
      return button
    }

    private func removeButton(from cell: UIView) {
      if let tableCell = cell as? UITableViewCell {
        if tableCell.accessoryView is OutlineDisclosureButton { tableCell.accessoryView = nil }
        return
      }
      for case let button as OutlineDisclosureButton in cell.subviews {
        button.removeFromSuperview()
      }
    }

    /// A cell reused for a row outside outlines: what the feature added goes, and the model's
    /// own accessibility is what the cell says again.
    private func remove(
      from cell: UIView, restoring accessibility: () -> CellAccessibility?
    ) {
      let hadOutline =
        cell.accessibilityCustomActions?.contains { $0 is OutlineAccessibilityAction } == true
        || (cell as? UITableViewCell)?.indentationLevel ?? 0 != 0
        || cell.subviews.contains { $0 is OutlineDisclosureButton }
        || (cell as? UITableViewCell)?.accessoryView is OutlineDisclosureButton
      guard hadOutline else { return }
      removeButton(from: cell)
      (cell as? UITableViewCell)?.indentationLevel = 0
      let accessibility = accessibility()
      cell.accessibilityValue = accessibility?.value
      cell.accessibilityHint = accessibility?.hint
      let actions = (cell.accessibilityCustomActions ?? []).filter {
        !($0 is OutlineAccessibilityAction)
      }
      cell.accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    /// Gives the visible table cells their section's indentation width again: a section whose
    /// `outlineIndentation` alone changed rebinds no row.
    ///
    /// - Complexity: O(*v*) for the *v* visible rows.
    func refreshTableIndentation() {
      guard let tableView = host.listScrollView as? UITableView, let dataSource = host.dataSource
      else { return }
      for indexPath in tableView.indexPathsForVisibleRows ?? [] {
        guard let cell = tableView.cellForRow(at: indexPath),
          dataSource.snapshot.outlineRow(at: indexPath) != nil
        else { continue }
        cell.indentationWidth =
          dataSource.section(at: indexPath.section)?.constraints.outlineIndentation ?? 10
      }
    }

    /// The control was tapped: the node it shows opens or closes.
    func disclosureTapped(_ identifier: String) {
      guard let events else { return }
      events.setOutlineItem(identifier, expanded: !events.isOutlineItemExpanded(identifier))
    }

    private static func join(_ parts: String?...) -> String? {
      let words = parts.compactMap { $0 }.filter { !$0.isEmpty }
      return words.isEmpty ? nil : words.joined(separator: ", ")
    }
  }

  /// What the outline feature needs of its host: its data source, its view, and the focus and
  /// selection it shows.
  @MainActor
  protocol OutlineHosting: AnyObject {
    var dataSource: (any ListDataSource)? { get }
    /// The list's view: its layout direction and its focus.
    var listScrollView: UIScrollView { get }
    /// Moves the focus, when it is in the list, to the item the data source remembers.
    func focusRememberedItem()
    /// Shows the controller's selection in the view.
    func showSelection()
  }

  /// The disclosure control of one outline row.
  @MainActor
  final class OutlineDisclosureButton: UIButton {
    /// The node the control opens and closes.
    private(set) var itemIdentifier: String?
    /// Whether the control shows its node expanded.
    private(set) var showsExpanded = false

    convenience init(feature: OutlineDisclosure) {
      self.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
      addAction(
        UIAction { [weak self, weak feature] _ in
          guard let identifier = self?.itemIdentifier else { return }
          feature?.disclosureTapped(identifier)
        }, for: .primaryActionTriggered)
    }

    func show(identifier: String, isExpanded: Bool) {
      itemIdentifier = identifier
      showsExpanded = isExpanded
      setImage(
        UIImage(systemName: isExpanded ? "chevron.down" : "chevron.forward"), for: .normal)
      accessibilityLabel = isExpanded ? "Collapse" : "Expand"
      accessibilityHint = isExpanded ? "Double-tap to collapse" : "Double-tap to expand"
    }
  }

  /// The expand or collapse action of an outline row, told apart from the model's own actions.
  final class OutlineAccessibilityAction: UIAccessibilityCustomAction {}
#endif
