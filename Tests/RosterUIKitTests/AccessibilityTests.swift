#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A song: accessible, with actions, named by its model.
  struct SongRow: TypedCellModel, AccessibleCellModel, ActionableCellModel, Equatable {
    typealias CellType = DemoCollectionCell<SongRow>
    var identifier: String
    var isPlaying = false
    let log: ActionLog

    static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.identifier, lhs.isPlaying) == (rhs.identifier, rhs.isPlaying)
    }

    var accessibility: CellAccessibility {
      CellAccessibility(
        label: "Song \(identifier)", value: isPlaying ? "Playing" : nil, hint: "Plays the song",
        traits: isPlaying ? [.button, .selected] : .button)
    }

    var actions: [CellAction<Self>] {
      [
        CellAction("Delete", style: .destructive) { model, indexPath in
          model.log.ran.append("delete \(model.identifier) at \(indexPath.item)")
        },
        CellAction("Queue", placement: [.leadingSwipe, .menu]) { model, indexPath in
          model.log.ran.append("queue \(model.identifier) at \(indexPath.item)")
        },
        CellAction("Like", placement: .leadingSwipe) { model, indexPath in
          model.log.ran.append("like \(model.identifier) at \(indexPath.item)")
        },
      ]
    }
  }

  /// A row with neither accessibility nor actions of its own.
  struct PlainSongRow: CellModel, Equatable {
    var identifier: String
    var cellType: any ListCell.Type { AnyRowCell.self }
    func identical(to model: any CellModel) -> Bool { (model as? Self) == self }
    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 30))
    }
  }

  /// A cell that shows any model, 30 points tall: one cell type for several kinds of row.
  final class AnyRowCell: ListCollectionViewCell, ListCell {
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
    }

    required init?(coder: NSCoder) { nil }

    func bind(cellModel: any CellModel, sizing: Bool) {}
  }

  extension OnUIKit {
    /// What assistive technologies get from the models on both hosts, the table's swipe
    /// actions, and Dynamic Type, executed on the UIKit model (VoiceOver's Actions rotor is
    /// `UIAccessibilityCustomAction.modelPerform()`; a swipe is `modelSwipeActions(at:edge:)`).
    @Suite("RosterUIKit: accessibility, swipe actions and Dynamic Type", .serialized)
    @MainActor
    struct AccessibilityTests {
      @Test("a cell reads its model's label, value, hint and traits, and offers its actions")
      func collectionViewAccessibility() throws {
        let log = ActionLog()
        let screen = Screen()
        let songs = (0..<3).map { SongRow(identifier: "s\($0)", isPlaying: $0 == 1, log: log) }
        screen.controller.update(
          with: [Section(cellModels: songs, identifier: "songs")], animated: false)
        screen.settle()
        let cell = try #require(screen.collectionView.cellForItem(at: [0, 1]))
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Song s1")
        #expect(cell.accessibilityValue == "Playing")
        #expect(cell.accessibilityHint == "Plays the song")
        #expect(cell.accessibilityTraits == [.button, .selected])
        let actions = cell.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Delete", "Queue", "Like"])
        // The list changes before the user picks the action: it runs on its item, where it is.
        screen.controller.update(
          with: [
            Section(
              cellModels: [SongRow(identifier: "new", log: log)] + songs, identifier: "songs")
          ],
          animated: false)
        screen.settle()
        #expect(actions.last?.modelPerform() == true)
        #expect(log.ran == ["like s1 at 2"])
        #expect(
          CellAccessibility(label: "Song", value: "Playing", traits: .selected).spokenText
            == "Song, Playing, selected")
      }

      @Test("a cell reused for a model without accessibility or actions loses the former's")
      func reuseClearsAccessibility() throws {
        let log = ActionLog()
        let screen = Screen()
        screen.host.cellRegistry.register(AnyRowCell.self, for: SongRow.self)
        screen.controller.update(
          with: [Section(cellModels: [SongRow(identifier: "a", log: log)], identifier: "s")],
          animated: false)
        screen.settle()
        let first = try #require(screen.collectionView.cellForItem(at: [0, 0]))
        screen.controller.update(with: [Section(cellModels: [], identifier: "s")], animated: false)
        screen.settle()
        screen.controller.update(
          with: [Section(cellModels: [PlainSongRow(identifier: "b")], identifier: "s")],
          animated: false)
        screen.settle()
        let second = try #require(screen.collectionView.cellForItem(at: [0, 0]))
        #expect(second === first, "the cell was reused")
        #expect(!second.isAccessibilityElement)
        #expect(second.accessibilityLabel == nil && second.accessibilityHint == nil)
        #expect(second.accessibilityCustomActions == nil)
      }

      @Test("a table row reads its model too, and swipes to its actions, outermost first")
      func tableAccessibilityAndSwipes() throws {
        let log = ActionLog()
        let table = TableScreen()
        table.host.cellRegistry.register(DemoTableCell<SongRow>.self)
        let songs = (0..<3).map { SongRow(identifier: "s\($0)", log: log) }
        table.controller.update(
          with: [Section(cellModels: songs, identifier: "songs")], animated: false)
        table.settle()
        let cell = try #require(table.tableView.cellForRow(at: [0, 2]))
        #expect(cell.accessibilityLabel == "Song s2")
        #expect(cell.accessibilityCustomActions?.count == 3)

        let trailing = try #require(table.tableView.modelSwipeActions(at: [0, 2], edge: .trailing))
        #expect(trailing.actions.map(\.title) == ["Delete"])
        #expect(trailing.actions.first?.style == .destructive)
        #expect(trailing.performsFirstActionWithFullSwipe)
        let leading = try #require(table.tableView.modelSwipeActions(at: [0, 2], edge: .leading))
        #expect(leading.actions.map(\.title) == ["Queue", "Like"])
        #expect(leading.actions.map(\.style) == [.normal, .normal])
        #expect(leading.actions.first?.modelPerform(in: cell) == true)
        #expect(log.ran == ["queue s2 at 2"])

        // The destructive action: the app removes the model, and the row animates away.
        let delete = try #require(trailing.actions.first)
        #expect(delete.modelPerform(in: cell) == true)
        table.controller.update(
          with: [Section(cellModels: Array(songs.prefix(2)), identifier: "songs")],
          animated: true)
        table.settle()
        #expect(log.ran.last == "delete s2 at 2")
        #expect(table.tableView.numberOfRows(inSection: 0) == 2)
        #expect(UIKitHarness.raised(by: table.tableView).isEmpty)
        // The row is gone: its action has nothing left to run on.
        #expect(delete.modelPerform(in: cell) == false)
      }

      @Test("a row without swipe actions has no swipe configuration")
      func noSwipeActions() {
        let table = TableScreen()
        table.controller.update(
          with: [Section(cellModels: table.rows(0..<2), identifier: "s")], animated: false)
        table.settle()
        #expect(table.tableView.modelSwipeActions(at: [0, 0], edge: .trailing) == nil)
        #expect(table.tableView.modelSwipeActions(at: [0, 0], edge: .leading) == nil)
      }

      @Test("a new text size measures every row again, on both hosts, without an update")
      func dynamicTypeRelayout() throws {
        defer { UIFont.modelContentSizeScale = 1 }
        let model = DetailLabelCellModel(identifier: "d", title: "Title", subtitle: "Subtitle")
        let screen = Screen.catalogue()
        let table = TableScreen.catalogue()
        screen.controller.update(
          with: [Section(cellModels: [model], identifier: "s")], animated: false)
        table.controller.update(
          with: [Section(cellModels: [model], identifier: "s")], animated: false)
        UIKitHarness.settle()
        let cellHeight = try #require(screen.collectionView.cellForItem(at: [0, 0])).frame.height
        let rowHeight = table.tableView.rectForRow(at: [0, 0]).height
        UIContentSizeCategory.modelChange(toScale: 1.5)
        UIKitHarness.settle()
        #expect(
          try #require(screen.collectionView.cellForItem(at: [0, 0])).frame.height > cellHeight)
        #expect(table.tableView.rectForRow(at: [0, 0]).height > rowHeight)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
        #expect(UIKitHarness.raised(by: table.tableView).isEmpty)
      }
    }
  }
#endif
