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
    /// RosterUIKitCells' controls in a collection view that a `ListController` drives: they
    /// report through the models' closures and show the value reported until the app's next
    /// update, whose value they then show; disabled, they report nothing.
    @Suite("RosterUIKitCells: controls report through their models", .serialized)
    @MainActor
    struct CatalogueControlTests {
      /// A screen showing `models`, one section.
      func show(_ models: [any CellModel], on screen: Screen = .catalogue()) -> Screen {
        screen.controller.update(
          with: [Section(cellModels: models, identifier: "s")], animated: false)
        screen.settle()
        return screen
      }

      func toggleModel(isOn: Bool, isEnabled: Bool = true, log: CallbackLog) -> ToggleCellModel {
        ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: isOn, isEnabled: isEnabled) {
          model, isOn in log.events.append("\(model.identifier) \(isOn)")
        }
      }

      @Test("a flipped switch reports the new value and shows it until the app's update")
      func switchFlip() throws {
        let log = CallbackLog()
        let screen = show([toggleModel(isOn: false, log: log)])
        let toggle = try #require(
          screen.content(ToggleContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UISwitch.self, in: $0)
          })
        #expect(!toggle.isOn)
        #expect(UIKitHarness.flip(toggle))
        #expect(log.events == ["wifi true"])
        #expect(toggle.isOn, "the value asked for, until the app answers")
        screen.controller.update(
          with: [Section(cellModels: [toggleModel(isOn: true, log: log)], identifier: "s")],
          animated: true)
        screen.settle()
        #expect(toggle.isOn, "the app's update binds the new value")
        #expect(screen.content(ToggleContentView.self, at: [0, 0])?.accessibilityValue == "On")
        #expect(log.events == ["wifi true"])
      }

      @Test("a disabled switch reports nothing")
      func disabledSwitch() throws {
        let log = CallbackLog()
        let screen = show([toggleModel(isOn: true, isEnabled: false, log: log)])
        let toggle = try #require(
          screen.content(ToggleContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UISwitch.self, in: $0)
          })
        #expect(!toggle.isEnabled)
        #expect(!UIKitHarness.flip(toggle))
        // Even an event sent in code is not reported for a disabled model.
        toggle.sendActions(for: .valueChanged)
        #expect(log.events.isEmpty)
        #expect(toggle.isOn)
      }

      @Test("selecting a toggle's row toggles it, as VoiceOver's activation does")
      func toggleRowSelection() {
        let log = CallbackLog()
        let screen = show([toggleModel(isOn: true, log: log)])
        #expect(screen.tap(at: [0, 0]))
        #expect(log.events == ["wifi false"])
      }

      @Test("a chosen segment is reported, and shown until the app's update")
      func segmentChange() throws {
        let log = CallbackLog()
        let model = { (selected: Int, enabled: Bool) in
          SegmentedControlCellModel(
            identifier: "sort", segments: ["A", "B", "C"], selectedIndex: selected,
            isEnabled: enabled
          ) { model, index in log.events.append("\(model.identifier) \(index)") }
        }
        let screen = show([model(0, true)])
        let control = try #require(
          screen.content(SegmentedControlContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UISegmentedControl.self, in: $0)
          })
        #expect(control.numberOfSegments == 3)
        #expect(UIKitHarness.choose(segment: 2, of: control))
        #expect(log.events == ["sort 2"])
        #expect(control.selectedSegmentIndex == 2, "the choice, until the app answers")
        screen.controller.update(
          with: [Section(cellModels: [model(2, false)], identifier: "s")], animated: false)
        screen.settle()
        #expect(control.selectedSegmentIndex == 2)
        #expect(!UIKitHarness.choose(segment: 1, of: control), "disabled")
        #expect(log.events == ["sort 2"])
      }

      @Test("editing a text field reports its text; Return submits; disabled takes nothing")
      func textFieldEditing() throws {
        let log = CallbackLog()
        let model = { (text: String, enabled: Bool) in
          TextFieldCellModel(
            identifier: "name", text: text, isEnabled: enabled,
            onSubmit: { model in log.events.append("submit \(model.text)") }
          ) { model, text in log.events.append("\(model.identifier) \(text)") }
        }
        let screen = show([model("Ad", true)])
        let field = try #require(
          screen.content(TextFieldContentView.self, at: [0, 0]).flatMap {
            firstSubview(of: UITextField.self, in: $0)
          })
        #expect(field.text == "Ad")
        #expect(UIKitHarness.type("a", into: field))
        #expect(log.events == ["name Ada"])
        screen.controller.update(
          with: [Section(cellModels: [model("Ada", true)], identifier: "s")], animated: false)
        screen.settle()
        UIKitHarness.pressReturn(in: field)
        #expect(log.events == ["name Ada", "submit Ada"])
        screen.controller.update(
          with: [Section(cellModels: [model("Ada", false)], identifier: "s")], animated: false)
        screen.settle()
        #expect(!UIKitHarness.type("!", into: field))
        #expect(log.events == ["name Ada", "submit Ada"])
      }

      @Test("editing a text view reports its text and hides the placeholder")
      func textViewEditing() throws {
        let log = CallbackLog()
        let screen = show([
          TextViewCellModel(identifier: "notes", text: "", placeholder: "Write") {
            model, text in log.events.append("\(model.identifier) \(text)")
          }
        ])
        let content = try #require(screen.content(TextViewContentView.self, at: [0, 0]))
        let textView = try #require(firstSubview(of: UITextView.self, in: content))
        #expect(shownValues(in: content).contains("text Write"))
        #expect(UIKitHarness.type("Hi", into: textView))
        #expect(log.events == ["notes Hi"])
        #expect(!shownValues(in: content).contains("text Write"))
      }

      @Test("hostile text is the app's data, shown as it is")
      func hostileText() throws {
        let hostile = "\u{202E}evil\u{0}%@ <b>\n\t" + String(repeating: "ﷺ", count: 40) + "👩‍👩‍👧"
        let models: [any CellModel] = [
          LabelCellModel(identifier: "l", text: hostile),
          TextFieldCellModel(identifier: "f", text: hostile) { _, _ in },
          ButtonCellModel(identifier: "b", title: hostile) { _ in },
        ]
        let screen = show(models)
        for (item, model) in models.enumerated() {
          let cell = try #require(screen.cellView(at: [0, item]))
          #expect(shownValues(in: cell) == expectedValues(of: model))
        }
        #expect(screen.controller.itemSize(at: [0, 0]).height > 0)
      }

      @Test("a button, an empty state's action and an error's retry run with their models")
      func actions() throws {
        let log = CallbackLog()
        let models: [any CellModel] = [
          ButtonCellModel(identifier: "pay", title: "Pay") { model in
            log.events.append("pressed \(model.identifier)")
          },
          ButtonCellModel(identifier: "off", title: "Off", isEnabled: false) { model in
            log.events.append("pressed \(model.identifier)")
          },
          RosterCells.EmptyStateCellModel(identifier: "empty", title: "None", actionTitle: "Add") {
            model in
            log.events.append("action \(model.identifier)")
          },
          RosterCells.ErrorCellModel(identifier: "error", message: "Offline") { model in
            log.events.append("retry \(model.identifier)")
          },
          RosterCells.ErrorCellModel(identifier: "fatal", message: "Gone"),
        ]
        let screen = show(models)
        let buttons = try (0..<models.count).map { item in
          firstSubview(of: UIButton.self, in: try #require(screen.cellView(at: [0, item])))
        }
        #expect(buttons[0].map(UIKitHarness.tap) == true)
        #expect(buttons[1].map(UIKitHarness.tap) == false, "disabled")
        buttons[1]?.sendActions(for: .primaryActionTriggered)
        #expect(buttons[2].map(UIKitHarness.tap) == true)
        #expect(buttons[3].map(UIKitHarness.tap) == true)
        #expect(buttons[4]?.isHidden == true, "no retry, no button")
        #expect(log.events == ["pressed pay", "action empty", "retry error"])
      }
    }
  }
#endif
