import Foundation
import RosterTerminalCells
import Testing

/// Keys pressed while an update waits behind an animation: each key builds on the value the
/// control reported last, never on the older one the list still shows, and the app ends with
/// what was typed.
@Suite("Terminal controls: no key is lost while an update is in flight")
@MainActor
struct InputDuringAnimationTests {
  @Test("q, z, y typed 100 ms apart into an animated field: the app keeps Adaqzy")
  func typingDuringHighlight() {
    let app = TypingApp()
    app.select(.field)
    var reported: [String] = []
    for key in "qzy" {
      app.press(.character(key))
      reported.append(app.name)
      app.wait(.milliseconds(100))
    }
    #expect(reported == ["Adaq", "Adaqz", "Adaqzy"])
    app.settle()
    #expect(app.name == "Adaqzy")
    #expect(app.rows.contains("› Name: Adaqzy▏"))
  }

  @Test("Enter, Enter 100 ms apart on an animated switch: on, then off again")
  func toggleTwiceDuringHighlight() {
    let app = TypingApp()
    app.select(.toggle)
    var reported: [Bool] = []
    for _ in 0..<3 {
      app.press(.enter)
      reported.append(app.isOn)
      app.wait(.milliseconds(100))
    }
    #expect(reported == [true, false, true])
    app.settle()
    #expect(app.isOn)
  }

  @Test("the app still refuses a value by updating with its state unchanged")
  func refusalByUnchangedUpdate() {
    let app = TypingApp()
    app.select(.field)
    app.press(.character("q"))
    app.settle()
    // The app puts the old text back; its update shows it, as any answer after the key.
    app.name = "Ada"
    app.controller.update(with: app.screen())
    app.settle()
    #expect(app.rows.contains("› Name: Ada▏"))
    app.press(.character("z"))
    #expect(app.name == "Adaz")
  }

  @Test("in a nested list, with animated: false, every key is kept")
  func typingInNestedList() {
    let app = TypingApp(animated: false, nested: true)
    app.select(.field)
    for key in "qzy" {
      app.press(.character(key))
      app.wait(.milliseconds(100))
    }
    #expect(app.name == "Adaqzy")
    app.select(.toggle)
    app.press(.enter)
    app.wait(.milliseconds(100))
    app.press(.enter)
    #expect(app.isOn == false)
    #expect(app.controlList?.isAnimating == false)
  }

  @Test("an outer update with animated: false does not animate the nested list")
  func nestedListHonoursAnimatedFalse() {
    let app = TypingApp(animated: false, nested: true)
    app.name = "Grace"
    app.controller.update(with: app.screen(), animated: false)
    let rows = app.rows.map { $0.replacingOccurrences(of: "▏", with: "") }
    #expect(rows.contains { $0.contains("Name: Grace") })
    // After the frame that shows it, nothing is highlighted, outside or inside.
    #expect(app.nestedCell?.listView?.isAnimating == false)
    #expect(!app.listView.isAnimating)
  }

  @Test("when updateAndWait returns, the nested controller holds the new sections")
  func nestedControllerUpToDateAfterAwait() async {
    for animated in [false, true] {
      let app = TypingApp(nested: true)
      app.name = "Grace"
      await app.controller.updateAndWait(with: app.screen(), animated: animated)
      let nestedField = app.nestedCell?.controller?.sections.first?.cellModels.first
      #expect((nestedField as? TextFieldCellModel)?.text == "Grace", "animated: \(animated)")
      #expect(app.nestedCell?.listView?.isAnimating == false, "animated: \(animated)")
    }
  }
}
