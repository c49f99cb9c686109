#if os(Linux)
  import Foundation
  import PropertyBased
  import RosterTesting
  import Testing
  import UIKitModel
  @testable import RosterUIKitOnModel

  extension OnUIKitModel {
    /// Random update sequences through the whole adapter: RosterTesting's generated transitions
    /// (their models turned into ``RowModel``s, the alternate cell type ``BadgeRowModel``), shown one
    /// after another, animated or not, with the clock advanced by random amounts between them so
    /// that updates arrive while batches animate, scrolling, leaving the window and coming back,
    /// and one change of width. After settling, the screen must show the last
    /// state with the checks of the end-to-end tests, and every completion must have run once.
    @Suite("RosterUIKit: random update sequences on the UIKit model", .serialized)
    @MainActor
    struct UpdateSequencePropertyTests {
      static let input = ListGenerators.transitions().array(of: 1...4)

      @Test(
        "random update sequences settle on the last state, every visible cell bound to its model")
      func randomSequences() async {
        await propertyCheck(count: 150, input: Self.input) { transitions in
          Self.check(transitions, on: Screen())
        }
      }

      /// Shows the states of `transitions` one after another on `screen`, then checks that it
      /// shows the last one (shared with ``TableUpdateSequencePropertyTests``).
      static func check(_ transitions: [ListTransition], on screen: some ModelScreen) {
        let states = transitions.flatMap { [$0.old, $0.new] }.map {
          rows(of: $0, log: screen.displayLog, table: screen.isTable)
        }
        var completions = 0
        let listView = screen.listView
        for (step, state) in states.enumerated() {
          screen.update(with: state, animated: step % 3 != 2) { _ in completions += 1 }
          ModelClock.advance(by: [0, 0.1, 0.4][step % 3])
          if step % 4 == 3 { listView.contentOffset.y = CGFloat(step * 13 % 200) }
          // Off the window for a while (updates then reload), and one width change.
          if step % 5 == 1 { listView.removeFromSuperview() }
          if step % 5 == 3 { screen.window.addSubview(listView) }
          if step == 5 { listView.frame.size.width = 300 }
        }
        screen.window.addSubview(listView)
        ModelClock.settle()
        // Generated states repeat identifiers on purpose; Roster reports them and copes.
        screen.diagnostics.removeAll { diagnostic in
          switch diagnostic {
          case .duplicateItemIdentifiers, .duplicateSectionIdentifiers: true
          default: false
          }
        }
        screen.expectShows(states.last ?? [], "\(transitions)", sourceLocation: #_sourceLocation)
        #expect(completions == states.count, "\(transitions)")
      }

      /// The generated state with every model a row: same identity, its content as the text, and
      /// the alternate cell type as a ``BadgeRowModel`` (a change of type is a reload).
      static func rows(of sections: [Section], log: DisplayLog, table: Bool) -> [Section] {
        sections.map { section in
          var section = section
          section.cellModels = section.cellModels.map { row(of: $0, log: log, table: table) }
          section.headerModel = section.headerModel.map { row(of: $0, log: nil, table: table) }
          section.footerModel = section.footerModel.map { row(of: $0, log: nil, table: table) }
          return section
        }
      }

      static func row(of model: any CellModel, log: DisplayLog?, table: Bool) -> any CellModel {
        let generated = model as? GeneratedCellModel
        let row = RowModel(
          identifier: model.identifier, text: generated?.content ?? "", log: log, table: table)
        return generated?.usesAlternateCell == true ? BadgeRowModel(row: row) : row
      }
    }
  }
#endif
