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
    /// Controls used while the app's update waits behind an animation: each flip, choice and
    /// key builds on the value the control reported last, and the app ends with it.
    @Suite("RosterUIKitCells: no flip or key is lost while an update is in flight", .serialized)
    @MainActor
    struct InputDuringAnimationTests {
      @Test("a switch flipped three times 100 ms apart ends on, as the user left it")
      func flipsDuringAnimation() throws {
        let app = TypingScreen()
        var reported: [Bool] = []
        for _ in 0..<3 {
          let toggle = try #require(app.toggle)
          #expect(UIKitHarness.flip(toggle))
          reported.append(app.isOn)
          UIKitHarness.advance(by: 0.1)
        }
        #expect(reported == [true, false, true])
        app.screen.settle()
        #expect(app.isOn)
        #expect(app.toggle?.isOn == true)
      }

      @Test("segments chosen 100 ms apart: the app keeps the last choice")
      func choicesDuringAnimation() throws {
        let app = TypingScreen()
        for index in [2, 0] {
          let control = try #require(app.segments)
          #expect(UIKitHarness.choose(segment: index, of: control))
          UIKitHarness.advance(by: 0.1)
        }
        app.screen.settle()
        #expect(app.segment == 0)
        #expect(app.segments?.selectedSegmentIndex == 0)
      }

      @Test("the app refuses a flip by updating with its value unchanged, later")
      func refusalByUnchangedUpdate() throws {
        let log = CallbackLog()
        let screen = Screen.catalogue()
        let model = ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: false) { _, isOn in
          log.events.append("\(isOn)")
        }
        screen.controller.update(
          with: [Section(cellModels: [model], identifier: "s")], animated: false)
        screen.settle()
        let toggle = try #require(
          screen.content(ToggleContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UISwitch.self, in: $0)
          })
        #expect(UIKitHarness.flip(toggle))
        #expect(toggle.isOn, "the value asked for, until the app answers")
        screen.controller.update(with: [Section(cellModels: [model], identifier: "s")])
        screen.settle()
        #expect(!toggle.isOn, "the app's answer: still off")
        #expect(log.events == ["true"])
      }

      @Test("a refusal that arrives in a batch changing only other items still shows the model")
      func refusalInBatchOfOtherChanges() throws {
        let screen = Screen.catalogue()
        let sort = SegmentedControlCellModel(
          identifier: "sort", title: "Sort", segments: ["A", "B", "C"], selectedIndex: 2
        ) { _, _ in }
        let note = LabelCellModel(identifier: "note", text: "Sorted")
        screen.controller.update(
          with: [Section(cellModels: [sort], identifier: "s")], animated: false)
        screen.settle()
        // An animated update in flight, then one that waits behind it.
        screen.controller.update(with: [Section(cellModels: [note, sort], identifier: "s")])
        UIKitHarness.advance(by: 0.1)
        screen.controller.update(
          with: [Section(cellModels: [sort], identifier: "s")], animated: false)
        let control = try #require(
          screen.content(SegmentedControlContentView.self, at: [0, 1]).flatMap {
            firstSubview(of: UISegmentedControl.self, in: $0)
          })
        #expect(UIKitHarness.choose(segment: 0, of: control))
        // The app refuses: its state, unchanged, coalesces with the waiting update into one
        // batch that deletes the note and leaves the control's item as it was.
        screen.controller.update(
          with: [Section(cellModels: [sort], identifier: "s")], animated: false)
        screen.settle()
        let shown = try #require(
          screen.content(SegmentedControlContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UISegmentedControl.self, in: $0)
          })
        #expect(shown.selectedSegmentIndex == 2, "the app's answer: still the third segment")
      }

      @Test("keys typed in a nested list with animated: false are all kept, nothing animates")
      func nestedTyping() throws {
        let app = TypingScreen(animated: false, nested: true)
        for key in ["q", "z", "y"] {
          let field = try #require(app.field)
          #expect(UIKitHarness.type(key, into: field))
          UIKitHarness.advance(by: 0.1)
          if let nested = app.nestedCollectionView,
            let inFlight = UIKitHarness.animationsInFlight(in: nested)
          {
            #expect(inFlight == 0, "the outer update is not animated, nor is the nested list")
          }
        }
        app.screen.settle()
        #expect(app.name == "Adaqzy")
        #expect(app.field?.text == "Adaqzy")
        let toggle = try #require(app.toggle)
        #expect(UIKitHarness.flip(toggle))
        UIKitHarness.advance(by: 0.1)
        #expect(UIKitHarness.flip(try #require(app.toggle)))
        app.screen.settle()
        #expect(app.isOn == false)
      }

      @Test("an outer update with animated: false does not animate the nested list")
      func nestedListHonoursAnimatedFalse() throws {
        let app = TypingScreen(nested: true)
        let nested = try #require(app.nestedCollectionView)
        app.name = "Grace"
        app.screen.controller.update(with: app.sections(), animated: false)
        if let inFlight = UIKitHarness.animationsInFlight(in: nested) {
          #expect(inFlight == 0)
        }
        app.screen.settle()
        #expect(app.field?.text == "Grace")
      }

      @Test("as soon as the outer batch is applied, the nested controller holds the new sections")
      func nestedControllerWithOuterBatch() {
        for animated in [false, true] {
          let app = TypingScreen(nested: true)
          app.name = "Grace"
          app.screen.controller.update(with: app.sections(), animated: animated)
          let nested =
            app.screen.collectionView.cellForItem(at: [0, 0])
            as? NestedListCollectionViewCell
          let field = nested?.controller?.sections.first?.cellModels.first
          #expect((field as? TextFieldCellModel)?.text == "Grace", "animated: \(animated)")
          app.screen.settle()
        }
      }
    }
  }
#endif
