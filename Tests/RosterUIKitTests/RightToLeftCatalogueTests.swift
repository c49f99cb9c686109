#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// RosterUIKitCells in a right-to-left list, as far as the model shows it.
    ///
    /// UIKit mirrors a view built of leading and trailing edges and stack views by itself (a
    /// stack's first arranged view at the right edge, a label's natural alignment to the
    /// right, a switch and a segmented control drawn right to left); the catalogue's views
    /// are built of nothing else, and the UIKit declarations they are type-checked against
    /// offer no left or right anchor. The model solves heights, not horizontal frames, so
    /// what it checks here is the direction every view of every cell reads in, and the
    /// glyphs that point a way.
    ///
    /// Linux only: a symbol's name is read through the model.
    @Suite("RosterUIKitCells: every cell reads right to left in a right-to-left list", .serialized)
    @MainActor
    struct RightToLeftCatalogueTests {
      /// Every view under `view`, `view` first.
      static func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { views(in: $0) }
      }

      @Test("every view of every catalogue cell reads right to left, the chevron points forward")
      func everyViewReadsRightToLeft() {
        let log = CallbackLog()
        let screen = Screen.catalogue()
        screen.window.frame.size.height = 2_000
        screen.collectionView.frame.size.height = 2_000
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        let models = CatalogueSamples.all(log: log)
        screen.controller.update(
          with: [Section(cellModels: models, identifier: "catalogue")], animated: false)
        var chevrons = 0
        for (item, model) in models.enumerated() {
          guard let cell = screen.cellView(at: [0, item]) else {
            Issue.record("no cell for \(model.identifier)")
            continue
          }
          for view in Self.views(in: cell) {
            #expect(
              view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
              "\(model.identifier): \(type(of: view)) reads left to right")
            guard let image = (view as? UIImageView)?.image, image.modelName.hasPrefix("chevron")
            else { continue }
            chevrons += 1
            #expect(image.modelName == "chevron.forward", "\(model.identifier): \(image.modelName)")
          }
        }
        #expect(chevrons > 0, "the samples show a disclosure")
      }
    }
  }
#endif
