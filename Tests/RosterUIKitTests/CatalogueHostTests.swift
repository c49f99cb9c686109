#if os(Linux) || canImport(UIKit)
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// RosterUIKitCells on both hosts: every catalogue model shown through the registry, what
    /// its cell shows and says to VoiceOver, and how tall it sizes itself.
    @Suite("RosterUIKitCells: the catalogue on a collection view and a table view", .serialized)
    @MainActor
    struct CatalogueHostTests {
      static let width = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)

      @Test("every catalogue model is shown by its cell in a collection view, as the model says")
      func everyModelInACollectionView() {
        let log = CallbackLog()
        let screen = Screen.catalogue()
        screen.window.frame.size.height = 2_000
        screen.collectionView.frame.size.height = 2_000
        let models = CatalogueSamples.all(log: log)
        let sections = [Section(cellModels: models, identifier: "catalogue")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.visibleIndexPaths.count == models.count)
        for (item, model) in models.enumerated() {
          guard let cell = screen.cellView(at: [0, item]) else {
            Issue.record("no cell for \(model.identifier)")
            continue
          }
          #expect(shownValues(in: cell) == expectedValues(of: model), "\(model.identifier)")
          #expect(screen.controller.itemSize(at: [0, item]).height > 0, "\(model.identifier)")
        }
        #expect(log.events.isEmpty, "showing reports nothing")
      }

      @Test("every catalogue model is shown by its cell in a table view, as the model says")
      func everyModelInATableView() {
        let log = CallbackLog()
        let screen = TableScreen.catalogue()
        screen.window.frame.size.height = 2_000
        screen.tableView.frame.size.height = 2_000
        let models = CatalogueSamples.all(log: log)
        let sections = [Section(cellModels: models, identifier: "catalogue")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.visibleIndexPaths.count == models.count)
        for (item, model) in models.enumerated() {
          guard let cell = screen.cellView(at: [0, item]) else {
            Issue.record("no row for \(model.identifier)")
            continue
          }
          #expect(shownValues(in: cell) == expectedValues(of: model), "\(model.identifier)")
        }
        // Both hosts measure a model with the same content view, so to the same height.
        let collection = Screen.catalogue()
        for model in models {
          #expect(
            screen.host.measure(model, constrainedTo: Self.width).height
              == collection.host.measure(model, constrainedTo: Self.width).height,
            "\(model.identifier)")
        }
      }

      /// A screen showing every catalogue sample, all on screen.
      private func shownCatalogue() -> Screen {
        let screen = Screen.catalogue()
        screen.collectionView.frame.size.height = 2_000
        let models = CatalogueSamples.all(log: CallbackLog())
        screen.controller.update(
          with: [Section(cellModels: models, identifier: "catalogue")], animated: false)
        screen.settle()
        return screen
      }

      @Test("VoiceOver hears each row's label, value and traits from its model")
      func accessibility() {
        let screen = shownCatalogue()
        let label = screen.content(LabelContentView.self, at: [0, 0])
        #expect(label?.isAccessibilityElement == true)
        #expect(label?.accessibilityLabel == "Hello")
        #expect(label?.accessibilityTraits == [.staticText, .selected])

        let detail = screen.content(DetailLabelContentView.self, at: [0, 1])
        #expect(detail?.accessibilityLabel == "Storage, On this phone")
        #expect(detail?.accessibilityValue == "12 GB")

        let icon = screen.content(IconLabelContentView.self, at: [0, 2])
        #expect(icon?.accessibilityLabel == "Favourite, Starred")

        let image = screen.content(ImageContentView.self, at: [0, 3])
        let imageView = image.flatMap { firstSubview(of: UIImageView.self, in: $0) }
        #expect(imageView?.isAccessibilityElement == true)
        #expect(imageView?.accessibilityLabel == "A sunset")
        #expect(imageView?.accessibilityTraits == .image)

        let card = screen.content(CardContentView.self, at: [0, 4])
        #expect(card?.accessibilityLabel == "Lakes, Cold and clear, A lake")
      }

      @Test("VoiceOver hears each control's label, value and traits, and skips decorations")
      func accessibilityOfControls() {
        let screen = shownCatalogue()
        let button = screen.content(ButtonContentView.self, at: [0, 5]).flatMap {
          firstSubview(of: UIButton.self, in: $0)
        }
        #expect(button?.accessibilityLabel == "Sign out")
        #expect(button?.accessibilityTraits.contains(.button) == true)
        #expect(button?.accessibilityTraits.contains(.notEnabled) == false)

        let toggle = screen.content(ToggleContentView.self, at: [0, 6])
        #expect(toggle?.isAccessibilityElement == true)
        #expect(toggle?.accessibilityLabel == "Wi-Fi, Home")
        #expect(toggle?.accessibilityValue == "On")
        #expect(toggle?.accessibilityTraits == .button)

        let segments = screen.content(SegmentedControlContentView.self, at: [0, 7]).flatMap {
          firstSubview(of: UISegmentedControl.self, in: $0)
        }
        #expect(segments?.accessibilityLabel == "Sort")

        let field = screen.content(TextFieldContentView.self, at: [0, 8]).flatMap {
          firstSubview(of: UITextField.self, in: $0)
        }
        #expect(field?.accessibilityLabel == "Name")
        let notes = screen.content(TextViewContentView.self, at: [0, 9]).flatMap {
          firstSubview(of: UITextView.self, in: $0)
        }
        #expect(notes?.accessibilityLabel == "Notes")

        #expect(
          screen.content(SeparatorContentView.self, at: [0, 10])?.isAccessibilityElement == false)
        #expect(
          screen.content(SpacerContentView.self, at: [0, 11])?.isAccessibilityElement == false)
        #expect(
          screen.content(SkeletonContentView.self, at: [0, 12])?.accessibilityLabel == "Loading")
        let title = screen.content(SectionTitleContentView.self, at: [0, 15])
        #expect(title?.accessibilityLabel == "Posts")
        #expect(title?.accessibilityValue == "2")
        #expect(title?.accessibilityTraits == .header)
      }

      @Test("a disabled row is not enabled for VoiceOver, and a selectable one is a button")
      func disabledAndSelectableTraits() {
        let content = LabelContentView(frame: .zero)
        content.bind(
          LabelCellModel(identifier: "a", text: "Off", isEnabled: false) { _, _ in },
          sizing: false)
        #expect(content.accessibilityTraits == [.staticText, .notEnabled])
        content.bind(LabelCellModel(identifier: "a", text: "On") { _, _ in }, sizing: false)
        #expect(content.accessibilityTraits == [.staticText, .button])

        let toggle = ToggleContentView(frame: .zero)
        toggle.bind(
          ToggleCellModel(identifier: "t", title: "Sync", isOn: false, isEnabled: false) { _, _ in
          }, sizing: false)
        #expect(toggle.accessibilityValue == "Off")
        #expect(toggle.accessibilityTraits == [.button, .notEnabled])

        let button = ButtonContentView(frame: .zero)
        button.bind(
          ButtonCellModel(identifier: "b", title: "Pay", isEnabled: false) { _ in },
          sizing: false)
        #expect(
          firstSubview(of: UIButton.self, in: button)?.accessibilityTraits.contains(.notEnabled)
            == true)
      }

      /// A collection host and a table host, each with the catalogue's cells.
      private static func catalogueHosts() -> [any ListHost] {
        [Screen.catalogue().host as any ListHost, TableScreen.catalogue().host]
      }

      @Test("cells size themselves: more lines are taller, a narrower width wraps sooner")
      func selfSizing() {
        for host in Self.catalogueHosts() {
          let one = LabelCellModel(identifier: "a", text: "One line")
          let two = LabelCellModel(identifier: "a", text: "One line\nand another")
          let long = LabelCellModel(identifier: "a", text: String(repeating: "word ", count: 12))
          let oneHeight = host.measure(one, constrainedTo: Self.width).height
          #expect(oneHeight > 0)
          #expect(host.measure(two, constrainedTo: Self.width).height > oneHeight)
          // A table measures its rows at its own width: the narrower width is the table's.
          let wide = host.measure(long, constrainedTo: Self.width).height
          let narrowSize = CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)
          (host as? TableViewHost)?.tableView.frame.size.width = narrowSize.width
          let narrow = host.measure(long, constrainedTo: narrowSize).height
          #expect(narrow > wide, "a narrower row wraps over more lines")
          (host as? TableViewHost)?.tableView.frame.size.width = Self.width.width
          let title = LabelCellModel(identifier: "a", text: "One line", role: .title)
          #expect(host.measure(title, constrainedTo: Self.width).height > oneHeight)
        }
      }

      @Test("decorations, images and cards size themselves by what they show")
      func selfSizingOfDecorations() {
        for host in Self.catalogueHosts() {
          let small = host.measure(
            SpacerCellModel(identifier: "s", spacing: .small), constrainedTo: Self.width)
          let large = host.measure(
            SpacerCellModel(identifier: "s", spacing: .large), constrainedTo: Self.width)
          #expect(small.height < large.height)
          let skeleton = { (lines: Int) in
            host.measure(
              RosterCells.SkeletonCellModel(identifier: "k", lineCount: lines),
              constrainedTo: Self.width
            ).height
          }
          let heading = { (separator: Bool) in
            host.measure(
              SectionTitleCellModel(identifier: "t", title: "Posts", showsSeparator: separator),
              constrainedTo: Self.width
            ).height
          }
          #expect(heading(false) < heading(true), "a heading's rule takes its own line")
          #expect(skeleton(1) < skeleton(3))
          #expect(skeleton(3) > skeleton(2), "a template bound again drops its extra bars")
          let image = { (ratio: Double) in
            host.measure(
              ImageCellModel(
                identifier: "i", image: CellImage(.named("x"), altText: "", aspectRatio: ratio)),
              constrainedTo: Self.width
            ).height
          }
          #expect(image(1) > image(2), "a wider image is lower at the same width")
          let card = { (image: CellImage?) in
            host.measure(
              CardCellModel(identifier: "c", image: image, title: "Card"),
              constrainedTo: Self.width
            ).height
          }
          let withImage = card(CellImage(.named("x"), altText: "x", aspectRatio: 2))
          #expect(card(nil) < withImage, "a card without an image leaves it no room")
          #expect(card(CellImage(.named("x"), altText: "x", aspectRatio: 2)) == withImage)
          let detail = DetailLabelCellModel(identifier: "d", title: "Title")
          var withSubtitle = detail
          withSubtitle.subtitle = "Subtitle"
          #expect(
            host.measure(withSubtitle, constrainedTo: Self.width).height
              > host.measure(detail, constrainedTo: Self.width).height)
        }
      }
    }
  }
#endif
