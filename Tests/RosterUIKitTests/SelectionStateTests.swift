#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// Rows `identifiers` in section `s`, each opening itself into `opened` when selected.
  @MainActor
  private func selectableRows(_ identifiers: [String], opened: OpenLog) -> [Section] {
    [
      Section(
        cellModels: identifiers.map { identifier in
          RowModel(
            identifier: identifier, text: identifier,
            selectionAction: { model, _ in opened.identifiers.append(model.identifier) })
        }, identifier: "s")
    ]
  }

  /// The rows a, b and c, b shown by another cell type: a batch from the plain rows reloads it.
  @MainActor
  private func rowsWithBRetyped(opened: OpenLog) throws -> [Section] {
    var rows = selectableRows(["a", "b", "c"], opened: opened)[0].cellModels
    rows[1] = BadgeRowModel(row: try #require(rows[1] as? RowModel))
    return [Section(cellModels: rows, identifier: "s")]
  }

  @MainActor
  private final class OpenLog {
    var identifiers: [String] = []
  }

  extension OnUIKit {
    /// The controller's selection shown by UIKit's own: the views' selection policy, the
    /// selected items, and edit mode, through taps and batches.
    @Suite("RosterUIKit: selection state and edit mode", .serialized)
    @MainActor
    struct SelectionStateTests {
      @Test("a collection view keeps the controller's multiple selection through taps and batches")
      func collectionMultiple() {
        let screen = Screen()
        let opened = OpenLog()
        screen.controller.selectionMode = .multiple
        #expect(screen.collectionView.allowsMultipleSelection)
        screen.controller.update(with: selectableRows(["a", "b", "c"], opened: opened))
        screen.settle()

        #expect(screen.tap(at: [0, 2]))
        #expect(screen.tap(at: [0, 0]))
        #expect(screen.controller.selectedIdentifiers == ["a", "c"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 0], [0, 2]])
        #expect(screen.collectionView.cellForItem(at: [0, 2])?.isSelected == true)
        #expect(opened.identifiers == ["c", "a"])
        // A second tap deselects, through UIKit's did-deselect.
        #expect(!screen.tap(at: [0, 0]))
        #expect(screen.controller.selectedIdentifiers == ["c"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 2]])

        // c moves to the front, b is deleted: the view's selection follows c.
        screen.controller.update(with: selectableRows(["c", "a", "d"], opened: opened))
        screen.settle()
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 0]])
        screen.controller.update(with: selectableRows(["a", "d"], opened: opened))
        screen.settle()
        #expect(screen.controller.selectedIdentifiers.isEmpty)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("a selected row reloaded for a new cell type, which UIKit deselects, is selected again")
      func collectionReloadKeepsSelection() throws {
        let screen = Screen()
        let opened = OpenLog()
        screen.controller.selectionMode = .multiple
        screen.controller.update(with: selectableRows(["a", "b", "c"], opened: opened))
        screen.settle()
        try screen.controller.select("b")
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 1]])

        // b keeps its place and identity but needs another cell: the batch reloads it, and the
        // collection view drops a reloaded item from its selection.
        screen.controller.update(with: try rowsWithBRetyped(opened: opened))
        screen.settle()
        #expect(screen.controller.selectedIdentifiers == ["b"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 1]])
        #expect(screen.collectionView.cellForItem(at: [0, 1])?.isSelected == true)
      }

      @Test("with the selection off a tapped item is deselected at once; single replaces")
      func collectionOffAndSingle() throws {
        let screen = Screen()
        let opened = OpenLog()
        screen.controller.update(with: selectableRows(["a", "b"], opened: opened))
        screen.settle()
        #expect(screen.tap(at: [0, 1]))
        #expect(opened.identifiers == ["b"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])

        screen.controller.selectionMode = .single
        #expect(!screen.collectionView.allowsMultipleSelection)
        #expect(screen.tap(at: [0, 0]))
        #expect(screen.tap(at: [0, 1]))
        #expect(screen.controller.selectedIdentifiers == ["b"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 1]])
        try screen.controller.select("a")
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 0]])
      }

      @Test("edit mode: the collection view edits, taps select without running actions")
      func collectionEditMode() {
        let screen = Screen()
        let opened = OpenLog()
        screen.controller.update(with: selectableRows(["a", "b", "c"], opened: opened))
        screen.settle()
        screen.controller.isEditing = true
        #expect(screen.collectionView.isEditing)
        #expect(screen.collectionView.allowsMultipleSelectionDuringEditing)
        #expect(screen.tap(at: [0, 0]))
        #expect(screen.tap(at: [0, 1]))
        #expect(opened.identifiers.isEmpty)
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 0], [0, 1]])
        screen.controller.removeSelectedItems()
        screen.settle()
        #expect(screen.controller.sections[0].cellModels.map(\.identifier) == ["c"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        screen.controller.isEditing = false
        #expect(!screen.collectionView.isEditing)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("a table keeps the controller's selection and edit mode")
      func table() throws {
        let screen = TableScreen()
        let opened = OpenLog()
        screen.controller.update(with: selectableRows(["a", "b", "c"], opened: opened))
        screen.settle()
        screen.controller.isEditing = true
        #expect(screen.tableView.isEditing)
        #expect(screen.tableView.allowsMultipleSelectionDuringEditing)
        #expect(screen.tap(at: [0, 2]))
        #expect(screen.tap(at: [0, 0]))
        #expect(!screen.tap(at: [0, 2]))
        #expect(screen.controller.selectedIdentifiers == ["a"])
        #expect(screen.tableView.indexPathsForSelectedRows == [[0, 0]])
        #expect(opened.identifiers.isEmpty)
        try screen.controller.selectAll()
        #expect(screen.tableView.indexPathsForSelectedRows == [[0, 0], [0, 1], [0, 2]])
        screen.controller.isEditing = false
        #expect(!screen.tableView.isEditing)
        #expect(screen.tableView.indexPathsForSelectedRows == [])
        #expect(screen.tap(at: [0, 1]))
        #expect(opened.identifiers == ["b"])
        #expect(UIKitHarness.raised(by: screen.tableView).isEmpty)
      }

      @Test(
        "a selected table row reloaded for a new cell type, which UIKit deselects, is selected again"
      )
      func tableReloadKeepsSelection() throws {
        let screen = TableScreen()
        let opened = OpenLog()
        screen.controller.selectionMode = .multiple
        screen.controller.update(with: selectableRows(["a", "b", "c"], opened: opened))
        screen.settle()
        try screen.controller.select("b")
        #expect(screen.tableView.indexPathsForSelectedRows == [[0, 1]])

        screen.controller.update(with: try rowsWithBRetyped(opened: opened))
        screen.settle()
        #expect(screen.controller.selectedIdentifiers == ["b"])
        #expect(screen.tableView.indexPathsForSelectedRows == [[0, 1]])
      }

      @Test(
        "a band's cards show the controller's selection in the band's view, through taps and batches"
      )
      func bandCards() throws {
        let screen = Screen()
        screen.controller.selectionMode = .multiple
        var sections = BandTests.feed(cards: BandTests.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let cardsView = try #require(screen.cardsView(ofSection: 1))
        #expect(cardsView.allowsMultipleSelection)

        #expect(screen.tap(at: [1, 2]))
        #expect(screen.tap(at: [1, 0]))
        #expect(screen.controller.selectedIdentifiers == ["c0", "c2"])
        #expect(cardsView.indexPathsForSelectedItems == [[0, 0], [0, 2]])
        #expect(cardsView.cellForItem(at: [0, 2])?.isSelected == true)
        // A second tap deselects, through the band's did-deselect.
        _ = screen.tap(at: [1, 0])
        #expect(screen.controller.selectedIdentifiers == ["c2"])
        #expect(cardsView.indexPathsForSelectedItems == [[0, 2]])
        // Selected in code; then moved to the front, animated, with a new card: still selected.
        try screen.controller.select("c5")
        #expect(cardsView.indexPathsForSelectedItems == [[0, 2], [0, 5]])
        sections[1].cellModels = BandTests.cards([5, 9, 0, 1, 2, 3, 4, 6, 7], on: screen)
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        let shown = try #require(screen.cardsView(ofSection: 1))
        #expect(shown.indexPathsForSelectedItems == [[0, 0], [0, 4]])
        #expect(screen.collectionView.indexPathsForSelectedItems == [], "the band's item is not")
        // Deleted, a card leaves the selection and the band's view.
        sections[1].cellModels = BandTests.cards([9, 0, 1, 2, 3, 4], on: screen)
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.controller.selectedIdentifiers == ["c2"])
        #expect(screen.cardsView(ofSection: 1)?.indexPathsForSelectedItems == [[0, 3]])
        // With the selection off, a tapped card runs its action and is deselected at once.
        screen.controller.selectionMode = .off
        #expect(screen.cardsView(ofSection: 1)?.indexPathsForSelectedItems == [])
        #expect(screen.tap(at: [1, 1]))
        #expect(screen.cardsView(ofSection: 1)?.indexPathsForSelectedItems == [])
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }
    }
  }
#endif
