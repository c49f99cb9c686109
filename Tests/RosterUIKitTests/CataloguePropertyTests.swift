#if os(Linux) || canImport(UIKit)
  import Foundation
  import PropertyBased
  import RosterCells
  import RosterUIKitCellsOnModel
  import RosterTestSupport
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// Random screens of catalogue models, updated at random (animated or not, while earlier
    /// updates still animate, scrolled), their switches and segments used in between: once
    /// settled, every visible cell shows exactly what
    /// its model says (``expectedValues(of:)``, worked out from the model alone), whatever
    /// cell it was before, and is bound to the model at its index path.
    @Suite("RosterUIKitCells: random catalogue screens on the UIKit model", .serialized)
    @MainActor
    struct CataloguePropertyTests {
      /// Up to five states of up to sixteen items, each a raw number that ``model(from:)``
      /// decodes.
      static let input = Gen.int(in: 0...(1 << 20)).array(of: 0...16).array(of: 1...5)

      @Test("every visible cell shows its model's values after random updates")
      func randomScreens() async {
        await propertyCheck(count: propertyCases(1_000), input: Self.input) { states in
          let screen = Screen.catalogue()
          let sections = states.map(Self.sections(from:))
          for (step, state) in sections.enumerated() {
            screen.controller.update(with: state, animated: step % 2 == 0)
            UIKitHarness.advance(by: [0, 0.1, 0.4][step % 3])
            Self.useControls(on: screen, step: step)
            // The app refuses every value: it answers with its state unchanged.
            screen.controller.update(with: state, animated: step % 2 == 0)
            if step % 3 == 1 { screen.collectionView.contentOffset.y = CGFloat(step * 97 % 300) }
            if step % 2 == 1 {
              screen.settle()
              Self.expectShowsValues(of: state, on: screen, "step \(step) of \(states)")
            }
          }
          screen.collectionView.contentOffset.y = 0
          let last = sections.last ?? []
          screen.expectShows(last, "\(states)")
          Self.expectShowsValues(of: last, on: screen, "\(states)")
        }
      }

      /// The user flips every visible switch and chooses another segment of every visible
      /// segmented control; the screen refuses what they report (it updates with its state
      /// unchanged), so each control must show its bound model's value again.
      static func useControls(on screen: Screen, step: Int) {
        for indexPath in screen.visibleIndexPaths {
          guard let cell = screen.cellView(at: indexPath) else { continue }
          if let toggle = firstSubview(of: UISwitch.self, in: cell) {
            _ = UIKitHarness.flip(toggle)
          }
          if let control = firstSubview(of: UISegmentedControl.self, in: cell),
            control.numberOfSegments > 0
          {
            _ = UIKitHarness.choose(segment: step % control.numberOfSegments, of: control)
          }
        }
      }

      /// Every visible cell of `screen` shows the values of the model at its index path.
      static func expectShowsValues(
        of sections: [Section], on screen: Screen, _ comment: Comment
      ) {
        for indexPath in screen.visibleIndexPaths {
          guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cellModels.indices.contains(indexPath.item),
            let cell = screen.cellView(at: indexPath)
          else {
            Issue.record("no model or no cell at \(indexPath); \(comment)")
            continue
          }
          let model = sections[indexPath.section].cellModels[indexPath.item]
          #expect(
            shownValues(in: cell) == expectedValues(of: model),
            "\(indexPath) \(model.identifier); \(comment)")
        }
      }

      /// An action that does nothing, for models that must have one.
      static func ignore(_ model: some CellModel) {}

      /// One section of the models `raw` decodes, the first of each identifier kept.
      static func sections(from raw: [Int]) -> [Section] {
        var seen: Set<String> = []
        let models = raw.map(model(from:)).filter { seen.insert($0.identifier).inserted }
        return [Section(cellModels: models, identifier: "s")]
      }

      /// A catalogue model: the identifier from `raw`'s low digits (twelve, so that updates
      /// keep, move and change items), the type from the next (so that an item may change
      /// type), and its content from the rest.
      static func model(from raw: Int) -> any CellModel {
        let identifier = "m\(raw % 12)"
        let kind = raw / 12 % 16
        let variant = raw / 192
        let text = ["", "Short", "Two\nlines", String(repeating: "long ", count: 20)][variant % 4]
        let flag = variant % 2 == 0
        switch kind {
        case 0:
          return LabelCellModel(
            identifier: identifier, text: text, role: TextRole.allCases[variant % 5],
            accessory: flag ? .none : .checkmark, isEnabled: variant % 3 != 0)
        case 1:
          return DetailLabelCellModel(
            identifier: identifier, title: "T\(variant % 7)", subtitle: text,
            value: flag ? "" : "v\(variant % 5)")
        case 2:
          return IconLabelCellModel(
            identifier: identifier, icon: CellIcon(symbolName: "star", glyph: "*"), text: text)
        case 3:
          return ImageCellModel(
            identifier: identifier,
            image: CellImage(
              .named("i\(variant % 3)"), altText: "alt \(variant % 4)",
              aspectRatio: flag ? nil : 2))
        case 4:
          return CardCellModel(
            identifier: identifier,
            image: flag ? nil : CellImage(.named("c"), altText: "card \(variant % 3)"),
            title: "Card \(variant % 5)", text: text)
        case 5:
          return ButtonCellModel(
            identifier: identifier, title: "B\(variant % 6)", isEnabled: flag
          ) { _ in }
        case 6:
          return ToggleCellModel(
            identifier: identifier, title: "T\(variant % 3)", subtitle: text, isOn: flag,
            isEnabled: variant % 3 != 0
          ) { _, _ in }
        case 7:
          return SegmentedControlCellModel(
            identifier: identifier, title: flag ? "" : "Sort",
            segments: Array(["A", "B", "C", "D"].prefix(1 + variant % 4)),
            selectedIndex: variant % 5, isEnabled: flag
          ) { _, _ in }
        case 8:
          return TextFieldCellModel(
            identifier: identifier, title: flag ? "" : "Name", text: text,
            placeholder: "p\(variant % 3)", isEnabled: variant % 3 != 0
          ) { _, _ in }
        case 9:
          return TextViewCellModel(
            identifier: identifier, title: flag ? "Notes" : "", text: text,
            placeholder: "Write \(variant % 2)", isEnabled: flag
          ) { _, _ in }
        case 10:
          return SeparatorCellModel(identifier: identifier, isInset: flag)
        case 11:
          return SpacerCellModel(identifier: identifier, spacing: Spacing.allCases[variant % 3])
        case 12:
          return RosterCells.SkeletonCellModel(
            identifier: identifier, lineCount: 1 + variant % 4,
            accessibilityLabel: "Loading \(variant % 2)")
        case 13:
          return RosterCells.EmptyStateCellModel(
            identifier: identifier, title: "Empty \(variant % 3)", message: text,
            actionTitle: flag ? "Add" : "", action: variant % 3 == 0 ? nil : Self.ignore)
        case 14:
          return RosterCells.ErrorCellModel(
            identifier: identifier, message: "Error \(variant % 4)",
            retryTitle: "Retry \(variant % 2)", retry: flag ? Self.ignore : nil)
        default:
          return SectionTitleCellModel(
            identifier: identifier, title: "Title \(variant % 3)", detail: flag ? "" : text)
        }
      }
    }
  }
#endif
