#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A screen of either host, as the outline tests drive it.
  @MainActor
  protocol OutlineScreen: ModelScreen {
    /// The cell showing the row at `indexPath`.
    func outlineCell(at indexPath: IndexPath) -> UIView?
    /// The host's outline key commands.
    func outlineKeyCommands() -> [UIKeyCommand]
    /// Hands `command` to the host, as the action method does.
    @discardableResult func perform(_ command: UIKeyCommand) -> Bool
    /// The focused row, in the view.
    var focusedIndexPath: IndexPath? { get }
    /// The user moves the focus to the row at `indexPath`.
    @discardableResult func moveFocus(to indexPath: IndexPath?) -> Bool
    /// The focus comes back to the list; where it went.
    func focusReturns() -> IndexPath?
  }

  extension Screen: OutlineScreen {
    func outlineCell(at indexPath: IndexPath) -> UIView? { cellView(at: indexPath) }
    func outlineKeyCommands() -> [UIKeyCommand] {
      host.outlineKeyCommands(action: Selector("performOutlineKey:"))
    }
    func perform(_ command: UIKeyCommand) -> Bool { host.performOutlineKeyCommand(command) }
    var focusedIndexPath: IndexPath? { collectionView.modelFocusedIndexPath }
    func moveFocus(to indexPath: IndexPath?) -> Bool {
      collectionView.modelMoveFocus(to: indexPath)
    }
    func focusReturns() -> IndexPath? { collectionView.modelFocusReturns() }
  }

  extension TableScreen: OutlineScreen {
    func outlineCell(at indexPath: IndexPath) -> UIView? { tableView.cellForRow(at: indexPath) }
    func outlineKeyCommands() -> [UIKeyCommand] {
      host.outlineKeyCommands(action: Selector("performOutlineKey:"))
    }
    func perform(_ command: UIKeyCommand) -> Bool { host.performOutlineKeyCommand(command) }
    var focusedIndexPath: IndexPath? { tableView.modelFocusedIndexPath }
    func moveFocus(to indexPath: IndexPath?) -> Bool { tableView.modelMoveFocus(to: indexPath) }
    func focusReturns() -> IndexPath? { tableView.modelFocusReturns() }
  }

  extension OutlineScreen {
    /// The identifiers of the visible rows, in order.
    var shownIdentifiers: [String] {
      visibleIndexPaths.compactMap { shownModel(at: $0)?.identifier }
    }

    /// The disclosure control of the row at `indexPath`, if it has one.
    func disclosure(at indexPath: IndexPath) -> UIButton? {
      guard let cell = outlineCell(at: indexPath) else { return nil }
      if let accessory = (cell as? UITableViewCell)?.accessoryView as? UIButton {
        return accessory
      }
      return cell.subviews.lazy.compactMap { $0 as? UIButton }.first
    }

    /// The name of the symbol the row's control shows, or `nil` without a control.
    func chevron(at indexPath: IndexPath) -> String? {
      disclosure(at: indexPath)?.modelImage(for: .normal)?.modelName
    }

    /// Presses the key whose command has `input`.
    @discardableResult
    func press(_ input: String) -> Bool {
      guard let command = outlineKeyCommands().first(where: { $0.input == input }) else {
        return false
      }
      let changed = perform(command)
      UIKitHarness.settle()
      return changed
    }
  }

  extension OnUIKit {
    /// The outline rows' disclosure control, accessibility, table indentation and hardware
    /// keys, in both hosts on the UIKit model.
    @Suite("RosterUIKit: outline disclosure and keys", .serialized)
    @MainActor
    struct OutlineTests {
      nonisolated static func row(_ identifier: String) -> RowModel {
        RowModel(identifier: identifier, text: identifier, height: 30)
      }

      /// docs ▸ (guide ▸ (intro), readme), notes.
      static func files(indentation: CGFloat? = 16) -> [Section] {
        [
          Section(
            "files",
            outline: [
              OutlineItem(
                row("docs"),
                children: [
                  OutlineItem(row("guide"), children: [OutlineItem(row("intro"))]),
                  OutlineItem(row("readme")),
                ]),
              OutlineItem(row("notes")),
            ], constraints: Constraints(outlineIndentation: indentation))
        ]
      }

      static func screens() -> [any OutlineScreen] { [Screen(), TableScreen()] }

      @Test("only a row with children has a disclosure; a tap on it expands and collapses")
      func disclosureToggles() {
        for screen in Self.screens() { disclosureToggles(on: screen) }
      }

      private func disclosureToggles(on screen: some OutlineScreen) {
        screen.controller.update(with: Self.files())
        UIKitHarness.settle()
        #expect(screen.shownIdentifiers == ["docs", "notes"])
        #expect(screen.chevron(at: [0, 0]) == "chevron.forward")
        #expect(screen.disclosure(at: [0, 1]) == nil)

        #expect(screen.disclosure(at: [0, 0])?.modelTap() == true)
        UIKitHarness.settle()
        #expect(screen.shownIdentifiers == ["docs", "guide", "readme", "notes"])
        #expect(screen.controller.isExpanded("docs"))
        #expect(screen.chevron(at: [0, 0]) == "chevron.down", "the row was rebound")
        #expect(screen.chevron(at: [0, 1]) == "chevron.forward")
        #expect(screen.disclosure(at: [0, 2]) == nil)

        screen.disclosure(at: [0, 0])?.modelTap()
        UIKitHarness.settle()
        #expect(screen.shownIdentifiers == ["docs", "notes"])
        #expect(screen.chevron(at: [0, 0]) == "chevron.forward")
      }

      @Test("a cell says expanded or collapsed and its level, with a hint and an action")
      func accessibility() {
        for screen in Self.screens() { accessibility(on: screen) }
      }

      private func accessibility(on screen: some OutlineScreen) {
        screen.controller.update(with: Self.files())
        UIKitHarness.settle()
        let docs = screen.outlineCell(at: [0, 0])
        #expect(docs?.accessibilityValue == "collapsed, level 1")
        #expect(docs?.accessibilityHint == "Swipe up or down to expand")
        #expect(docs?.accessibilityCustomActions?.map(\.name) == ["Expand"])
        #expect(screen.disclosure(at: [0, 0])?.accessibilityLabel == "Expand")
        #expect(screen.disclosure(at: [0, 0])?.accessibilityHint == "Double-tap to expand")
        #expect(screen.outlineCell(at: [0, 1])?.accessibilityValue == "level 1")
        #expect(screen.outlineCell(at: [0, 1])?.accessibilityHint == nil)
        #expect(screen.outlineCell(at: [0, 1])?.accessibilityCustomActions == nil)

        #expect(docs?.accessibilityCustomActions?.first?.modelPerform() == true)
        UIKitHarness.settle()
        #expect(screen.controller.isExpanded("docs"))
        let expanded = screen.outlineCell(at: [0, 0])
        #expect(expanded?.accessibilityValue == "expanded, level 1")
        #expect(expanded?.accessibilityHint == "Swipe up or down to collapse")
        #expect(expanded?.accessibilityCustomActions?.map(\.name) == ["Collapse"])
        #expect(screen.disclosure(at: [0, 0])?.accessibilityHint == "Double-tap to collapse")
        #expect(screen.outlineCell(at: [0, 1])?.accessibilityValue == "collapsed, level 2")
        #expect(screen.outlineCell(at: [0, 2])?.accessibilityValue == "level 2")
      }

      @Test("a cell reused for a row outside outlines loses the control and the outline's words")
      func reuseOutsideOutlines() {
        for screen in Self.screens() { reuseOutsideOutlines(on: screen) }
      }

      private func reuseOutsideOutlines(on screen: some OutlineScreen) {
        screen.controller.update(with: Self.files(), animated: false)
        UIKitHarness.settle()
        screen.controller.update(
          with: [Section(cellModels: [Self.row("plain")], identifier: "plain")], animated: false)
        UIKitHarness.settle()
        #expect(screen.shownIdentifiers == ["plain"])
        #expect(screen.disclosure(at: [0, 0]) == nil)
        #expect(screen.outlineCell(at: [0, 0])?.accessibilityValue == nil)
        #expect(screen.outlineCell(at: [0, 0])?.accessibilityCustomActions == nil)
        #expect((screen.outlineCell(at: [0, 0]) as? UITableViewCell)?.indentationLevel ?? 0 == 0)
      }

      @Test("a table's cells are indented by level, by the section's indentation or 10 points")
      func tableIndentation() {
        let screen = TableScreen()
        screen.controller.update(with: Self.files())
        screen.controller.expandAll()
        UIKitHarness.settle()
        #expect(screen.shownIdentifiers == ["docs", "guide", "intro", "readme", "notes"])
        let cells = (0..<5).map { screen.tableView.cellForRow(at: [0, $0]) }
        #expect(cells.map { $0?.indentationLevel } == [0, 1, 2, 1, 0])
        #expect(cells.allSatisfy { $0?.indentationWidth == 16 })

        screen.controller.update(with: Self.files(indentation: nil))
        UIKitHarness.settle()
        #expect(screen.tableView.cellForRow(at: [0, 2])?.indentationWidth == 10)
      }

      @Test("Right expands then moves to the first child, Left collapses then moves to the parent")
      func arrowKeys() {
        for screen in Self.screens() { arrowKeys(on: screen) }
      }

      private func arrowKeys(on screen: some OutlineScreen) {
        let right = UIKeyCommand.inputRightArrow
        let left = UIKeyCommand.inputLeftArrow
        screen.controller.update(with: Self.files())
        UIKitHarness.settle()
        #expect(screen.moveFocus(to: [0, 0]))
        #expect(screen.press(right))
        #expect(screen.shownIdentifiers == ["docs", "guide", "readme", "notes"])
        #expect(screen.press(right))
        #expect(screen.controller.focusedIdentifier == "guide")
        #expect(screen.focusedIndexPath == [0, 1])
        #expect(screen.press(right))
        #expect(screen.press(right))
        #expect(screen.controller.focusedIdentifier == "intro")
        #expect(!screen.press(right), "a leaf has nothing to show")
        #expect(screen.press(left))
        #expect(screen.controller.focusedIdentifier == "guide")
        #expect(screen.press(left))
        #expect(!screen.controller.isExpanded("guide"))
        #expect(screen.press(left))
        #expect(screen.controller.focusedIdentifier == "docs")
        // The model's focus leaves the list with its deleted cell and comes back to the list's
        // preferred item, as UIKit's focus engine asks a removed item's environment.
        #expect(screen.focusedIndexPath == nil || screen.focusedIndexPath == [0, 0])
        screen.moveFocus(to: nil)
        #expect(screen.focusReturns() == [0, 0])
        #expect(screen.press(left))
        #expect(screen.shownIdentifiers == ["docs", "notes"])
        #expect(!screen.press(left), "a collapsed root has nowhere to go")
        #expect(screen.press("*"))
        #expect(screen.controller.expandedOutlineItems == ["docs", "guide"])
        #expect(screen.shownIdentifiers == ["docs", "guide", "intro", "readme", "notes"])
      }

      @Test("right to left, Left expands and moves in, Right collapses and moves out")
      func rightToLeft() {
        for screen in Self.screens() { rightToLeft(on: screen) }
      }

      private func rightToLeft(on screen: some OutlineScreen) {
        screen.listView.semanticContentAttribute = .forceRightToLeft
        screen.controller.update(with: Self.files())
        UIKitHarness.settle()
        screen.moveFocus(to: [0, 0])
        #expect(screen.press(UIKeyCommand.inputLeftArrow))
        #expect(screen.controller.isExpanded("docs"))
        #expect(screen.press(UIKeyCommand.inputLeftArrow))
        #expect(screen.controller.focusedIdentifier == "guide")
        #expect(screen.press(UIKeyCommand.inputRightArrow))
        #expect(screen.controller.focusedIdentifier == "docs")
        #expect(screen.press(UIKeyCommand.inputRightArrow))
        #expect(!screen.controller.isExpanded("docs"))
      }

      @Test("without a focus the keys act on the selected row and move the selection")
      func selectionMoves() throws {
        for screen in Self.screens() { try selectionMoves(on: screen) }
      }

      private func selectionMoves(on screen: some OutlineScreen) throws {
        screen.controller.selectionMode = .single
        screen.controller.update(with: Self.files())
        UIKitHarness.settle()
        try screen.controller.select("docs")
        UIKitHarness.settle()
        #expect(screen.press(UIKeyCommand.inputRightArrow))
        #expect(screen.press(UIKeyCommand.inputRightArrow))
        #expect(screen.controller.selectedIdentifiers == ["guide"])
        #expect(screen.press(UIKeyCommand.inputLeftArrow))
        #expect(screen.controller.selectedIdentifiers == ["docs"])
      }

      @Test("a collapse that hides the focused row moves the focus to the nearest ancestor shown")
      func focusGoesToAncestor() {
        for screen in Self.screens() { focusGoesToAncestor(on: screen) }
      }

      private func focusGoesToAncestor(on screen: some OutlineScreen) {
        screen.controller.update(with: Self.files())
        screen.controller.expandAll()
        UIKitHarness.settle()
        #expect(screen.moveFocus(to: [0, 2]))
        #expect(screen.controller.focusedIdentifier == "intro")
        screen.controller.collapse("docs")
        UIKitHarness.settle()
        #expect(screen.controller.focusedIdentifier == "docs")
        // The model's focus leaves the list with its deleted cell and comes back to the list's
        // preferred item, as UIKit's focus engine asks a removed item's environment.
        #expect(screen.focusedIndexPath == nil || screen.focusedIndexPath == [0, 0])
        screen.moveFocus(to: nil)
        #expect(screen.focusReturns() == [0, 0])
      }

      @Test("a collapse that hides the selected row deselects it and selects nothing else")
      func hiddenSelectionIsDropped() throws {
        for screen in Self.screens() { try hiddenSelectionIsDropped(on: screen) }
      }

      private func hiddenSelectionIsDropped(on screen: some OutlineScreen) throws {
        screen.controller.selectionMode = .single
        screen.controller.update(with: Self.files())
        screen.controller.expandAll()
        UIKitHarness.settle()
        try screen.controller.select("intro")
        screen.controller.collapse("docs")
        UIKitHarness.settle()
        // Selecting the parent would run its selection action, which a collapse must not.
        #expect(screen.controller.selectedIdentifiers.isEmpty)
        screen.controller.expand("docs")
        UIKitHarness.settle()
        #expect(screen.controller.selectedIdentifiers.isEmpty, "not restored either")
      }

      @Test("the view controllers offer the keys ahead of the focus system")
      func viewControllersOfferKeys() {
        let collection = ListViewController()
        let table = ListTableViewController()
        for commands in [collection.keyCommands ?? [], table.keyCommands ?? []] {
          #expect(
            commands.map(\.input) == [
              UIKeyCommand.inputRightArrow, UIKeyCommand.inputLeftArrow, "*", "*",
            ])
          #expect(commands.allSatisfy { $0.wantsPriorityOverSystemBehavior })
          #expect(commands.allSatisfy { $0.modelAction.modelName == "performOutlineKey:" })
        }
        #expect(collection.modelPress(input: "*", modifierFlags: .shift) != nil)
      }
    }
  }
#endif
