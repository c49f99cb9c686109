#if os(Linux) || canImport(UIKit)
  import Foundation
  import ListGeneratorsForTests
  import PropertyBased
  import RosterTestSupport
  import RosterTesting
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// Random update sequences through the whole adapter: RosterTesting's generated transitions
    /// (their models turned into ``RowModel``s of three heights, one content measured through its
    /// cell, the alternate cell type ``BadgeRowModel``), shown one after another, animated or not,
    /// with the clock advanced by random amounts between them so that updates arrive while
    /// batches animate, a tap on a visible row after each, rows dragged to other places,
    /// scrolling, leaving the window and coming back, and one change of width.
    ///
    /// Throughout: no cell is bound again to a row identical to the one it shows (only changed
    /// items are reconfigured), no cell is bound to another row without being prepared for reuse,
    /// no row is measured twice in a row for the same content and width, and a tap runs the
    /// highlight and the action of the row its cell shows, with the index path tapped; a drag
    /// that the controller allows moves that one row in its state. After settling, the screen
    /// shows the last state with the checks of the end-to-end tests, and every completion has
    /// run once. Drags driven through the host hold the updates requested meanwhile back until
    /// the drop or the cancel.
    @Suite("RosterUIKit: random update sequences on the UIKit model", .serialized)
    @MainActor
    struct UpdateSequencePropertyTests {
      static let input = ListGenerators.transitions().array(of: 1...4)

      @Test(
        "random update sequences settle on the last state, every visible cell bound to its model")
      func randomSequences() async {
        await propertyCheck(count: propertyCases(2_000), input: Self.input) { transitions in
          let screen = Screen()
          Self.check(transitions, on: screen) { step, isLast in
            screen.displayLog.phase = "tap \(step)"
            Self.tapVisibleRow(number: step * 7, on: screen)
            guard step % 2 == 0, !isLast else { return }
            screen.displayLog.phase = "move \(step)"
            // Half the drags come once the updates so far have been shown, so that they land;
            // the others usually meet an update being applied, and must change nothing.
            if step % 4 == 2 { UIKitHarness.advance(by: 1) }
            moveVisibleRow(number: step * 5, on: screen)
          }
        }
      }

      @Test(
        "drags through the host hold every update back until the drop or the cancel; the last state ends"
      )
      func hostDrivenDrags() async {
        var drags = 0
        var updatesDuringDrags = 0
        await propertyCheck(count: propertyCases(1_000), input: Self.input) { transitions in
          let screen = Screen()
          var batchesAtBegin: Int?
          Self.check(transitions, on: screen) { step, isLast in
            if let batches = batchesAtBegin {
              // The updates requested since the pick-up wait for the drop.
              #expect(screen.batchCount == batches, "a batch reached the view mid-drag")
              updatesDuringDrags += 1
              batchesAtBegin = nil
              screen.displayLog.phase = "drop \(step)"
              if step % 3 == 0 {
                screen.host.cancelInteractiveMovement()
              } else {
                Self.dragOverVisibleRow(number: step * 3, on: screen)
                screen.host.endInteractiveMovement()
              }
              return
            }
            guard !isLast else { return }
            screen.displayLog.phase = "pick up \(step)"
            // Most pick-ups come once the updates so far have been shown; a pick-up while a
            // batch is being applied is refused.
            if step % 4 != 3 { UIKitHarness.advance(by: 1) }
            let visible = screen.collectionView.indexPathsForVisibleItems
            guard screen.collectionView.window != nil, !visible.isEmpty else { return }
            let source = visible[(step * 5) % visible.count]
            guard screen.host.beginInteractiveMovementForItem(at: source) else { return }
            drags += 1
            batchesAtBegin = screen.batchCount
            Self.dragOverVisibleRow(number: step, on: screen)
          }
          if batchesAtBegin != nil { screen.host.endInteractiveMovement() }
        }
        // Of the 1,000 cases' steps: 846 drags, each with an update requested during it.
        if checksCensus {
          #expect(drags > 500 && updatesDuringDrags > 500)
        }
      }

      /// Moves a host-driven drag's target over a visible row (the `number`th, wrapping round)
      /// that has a size.
      static func dragOverVisibleRow(number: Int, on screen: Screen) {
        let collectionView = screen.collectionView
        let visible = collectionView.indexPathsForVisibleItems
        guard !visible.isEmpty,
          let frame = collectionView.cellForItem(at: visible[number % visible.count])?.frame,
          !frame.isEmpty
        else { return }
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
      }

      /// Shows the states of `transitions` one after another on `screen`, with `interact`
      /// after each update has had its time, then checks that it shows the last one (shared with
      /// the table's ``TableUpdateSequencePropertyTests`` and the bands'
      /// ``BandSequencePropertyTests``, which `shape` the rows into bands).
      static func check(
        _ transitions: [ListTransition], on screen: some ModelScreen,
        interacting interact: (_ step: Int, _ isLast: Bool) -> Void = { _, _ in },
        shaping shape: ([Section]) -> [Section] = { $0 }
      ) {
        let log = screen.displayLog
        let states = transitions.flatMap { [$0.old, $0.new] }.map {
          shape(rows(of: $0, log: log))
        }
        let listView = screen.listView
        var completions = 0
        for (step, state) in states.enumerated() {
          log.phase = "update \(step)"
          screen.update(with: state, animated: step % 3 != 2) { _ in completions += 1 }
          log.phase = "advance \(step)"
          UIKitHarness.advance(by: [0, 0.1, 0.4][step % 3])
          interact(step, step == states.count - 1)
          log.phase = "scroll \(step)"
          if step % 4 == 3 { listView.contentOffset.y = CGFloat(step * 13 % 200) }
          log.phase = "window \(step)"
          // Off the window for a while (updates then reload), and one width change.
          if step % 5 == 1 { listView.removeFromSuperview() }
          if step % 5 == 3 { screen.window.addSubview(listView) }
          if step == 5 { listView.frame.size.width = 300 }
        }
        screen.window.addSubview(listView)
        UIKitHarness.settle()
        // Generated states repeat identifiers on purpose; Roster reports them and copes.
        screen.diagnostics.removeAll { diagnostic in
          switch diagnostic {
          case .duplicateItemIdentifiers, .duplicateSectionIdentifiers: true
          default: false
          }
        }
        screen.expectShows(states.last ?? [], "\(transitions)", sourceLocation: #_sourceLocation)
        #expect(completions == states.count, "\(transitions)")
        #expect(log.needlessRebinds.isEmpty, "\(transitions)")
        #expect(log.bindingsWithoutReuse.isEmpty, "\(transitions)")
        #expect(log.repeatedMeasurements.isEmpty, "\(transitions)")
      }

      /// Drags a visible row of a list in a window (the `number`th, wrapping round) onto another
      /// visible row, if the controller lets it move: the controller's state must then be its
      /// previous state with that one move, and otherwise unchanged.
      private func moveVisibleRow(number: Int, on screen: Screen) {
        let collectionView = screen.collectionView
        let visible = collectionView.indexPathsForVisibleItems
        guard collectionView.window != nil, visible.count > 1 else { return }
        let source = visible[number % visible.count]
        let target = visible[(number / 2 + 1) % visible.count]
        let before = screen.controller.snapshot.sections.map { $0.cellModels.map(\.identifier) }
        guard collectionView.beginInteractiveMovementForItem(at: source),
          let frame = collectionView.cellForItem(at: target)?.frame
        else {
          #expect(
            screen.controller.snapshot.sections.map { $0.cellModels.map(\.identifier) } == before)
          return
        }
        // A zero-size cell (a measured badge) cannot be dropped on.
        guard !frame.isEmpty else {
          collectionView.cancelInteractiveMovement()
          #expect(
            screen.controller.snapshot.sections.map { $0.cellModels.map(\.identifier) } == before)
          return
        }
        collectionView.updateInteractiveMovementTargetPosition(
          CGPoint(x: frame.midX, y: frame.midY))
        collectionView.endInteractiveMovement()
        var expected = before
        expected[target.section].insert(
          expected[source.section].remove(at: source.item), at: target.item)
        #expect(
          screen.controller.snapshot.sections.map { $0.cellModels.map(\.identifier) } == expected,
          "\(source) -> \(target)")
      }

      /// Taps a visible row of a list in a window, if any (the `number`th, wrapping round): the
      /// row's highlight begins and ends, then its action runs, each for the row its cell shows,
      /// with the index path tapped — unless the app has already asked for a state without the
      /// row, which then runs no action.
      static func tapVisibleRow(number: Int, on screen: some ModelScreen) {
        // Nobody taps a list that is not in a window.
        let visible = screen.visibleIndexPaths
        guard screen.listView.window != nil, !visible.isEmpty else { return }
        let indexPath = visible[number % visible.count]
        let shown = screen.shownModel(at: indexPath)
        let log = screen.displayLog
        let isLeaving = !screen.controller.requestedSections.contains { section in
          section.cellModels.contains { $0.identifier == shown?.identifier }
        }
        let (selectionsBefore, highlightsBefore) = (log.selections.count, log.highlights.count)
        guard screen.tap(at: indexPath) else {
          #expect(!(shown is RowModel), "a row is selectable: \(indexPath)")
          return
        }
        let selections = log.selections.dropFirst(selectionsBefore)
        if isLeaving {
          #expect(selections.isEmpty, "\(indexPath) is leaving")
        } else {
          #expect(selections.count == 1)
          #expect(selections.first?.identifier == shown?.identifier)
          #expect(selections.first?.indexPath == indexPath)
        }
        let identifier = shown?.identifier ?? "?"
        #expect(
          log.highlights.dropFirst(highlightsBefore) == [
            "\(identifier) true \(indexPath)", "\(identifier) false \(indexPath)",
          ])
      }

      /// The generated state with every model a row: same identity, its content as the text, and
      /// the alternate cell type as a ``BadgeRowModel`` (a change of type is a reload).
      static func rows(of sections: [Section], log: DisplayLog) -> [Section] {
        sections.map { section in
          var section = section
          section.cellModels = section.cellModels.map { row(of: $0, log: log) }
          section.headerModel = section.headerModel.map { row(of: $0, log: nil) }
          section.footerModel = section.footerModel.map { row(of: $0, log: nil) }
          return section
        }
      }

      /// A row of the generated model's identity and content: `c0` is 30 points tall, `c1`
      /// measured by its cell at 44, `c2` 58 tall. Rows (not headers or footers) report to `log`,
      /// and their selection too.
      static func row(of model: any CellModel, log: DisplayLog?) -> any CellModel {
        let content = (model as? GeneratedCellModel)?.content ?? ""
        let height: CGFloat = ["c0": 30, "c2": 58][content] ?? 44
        var row = RowModel(
          identifier: model.identifier, text: content, height: height, measured: content == "c1",
          log: log)
        row.isReorderable = true
        if let log {
          row.selectionAction = { model, indexPath in
            MainActor.assumeIsolated { log.selected(model.identifier, at: indexPath) }
          }
          row.isHighlightEnabled = true
          row.highlightAction = { model, isHighlighted, indexPath in
            MainActor.assumeIsolated {
              log.highlighted(model.identifier, isHighlighted, at: indexPath)
            }
          }
        }
        let alternate = (model as? GeneratedCellModel)?.usesAlternateCell == true
        return alternate ? BadgeRowModel(row: row) : row
      }
    }
  }
#endif
