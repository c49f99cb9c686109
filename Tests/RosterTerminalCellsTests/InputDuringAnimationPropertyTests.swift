import Foundation
import PropertyBased
import RosterTerminalCells
import RosterTestSupport
import Testing

/// Random keys at random times against random animation lengths, in the list or in a nested
/// list, animated or not, with updates of the app's own between them: the app ends with
/// exactly what was typed and toggled, and the screen shows it.
@Suite("Terminal controls: random key timings against random animation lengths")
@MainActor
struct InputDuringAnimationPropertyTests {
  /// What the user does, then how long until the next thing.
  enum Action: CaseIterable {
    case typeA, typeB, backspace, toggle, appUpdate
  }

  /// An action and the milliseconds until the next one, most often shorter than a highlight.
  static let step = zip(
    Gen.int(in: 0...(Action.allCases.count - 1)), Gen.int(in: 0...350)
  ).map { (action: Action.allCases[$0], gap: $1) }

  @Test("every key and flip is kept: the app's final value is what was typed")
  func nothingIsLost() async {
    await propertyCheck(
      count: propertyCases(1000), input: Gen.int(in: 0...900), Gen.bool, Gen.bool,
      Self.step.array(of: 1...16)
    ) { highlight, animated, nested, steps in
      let app = TypingApp(
        animated: animated, nested: nested, highlight: .milliseconds(highlight))
      // The reference: the text and the switch as the user made them, with nothing shown.
      var text = app.name
      var isOn = app.isOn
      var focus: TypingApp.Item?
      for (action, gap) in steps {
        switch action {
        case .typeA, .typeB, .backspace:
          if focus != .field { app.select(.field) }
          focus = .field
          switch action {
          case .typeA: text.append("a")
          case .typeB: text.append("b")
          default: _ = text.popLast()
          }
          let key: Key =
            switch action {
            case .typeA: .character("a")
            case .typeB: .character("b")
            default: .backspace
            }
          app.press(key)
        case .toggle:
          if focus != .toggle { app.select(.toggle) }
          focus = .toggle
          isOn.toggle()
          app.press(.enter)
        case .appUpdate:
          app.tick()
        }
        app.wait(.milliseconds(gap))
      }
      app.settle()
      let rows = app.rows.map { $0.replacingOccurrences(of: "▏", with: "") }
      // An empty field shows its (empty) placeholder: the row ends at the title.
      let field = text.isEmpty ? "Name:" : "Name: \(text)"
      let shown = rows.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix(field) }
      let switchShown = rows.contains { $0.hasSuffix(isOn ? "● On" : "○ Off") }
      #expect(
        app.name == text && app.isOn == isOn && shown && switchShown && app.diagnostics.isEmpty,
        """
        highlight \(highlight) ms, animated \(animated), nested \(nested), \(steps):
        app has \(app.name.debugDescription) \(app.isOn), typed \(text.debugDescription) \
        \(isOn); screen \(rows)
        """)
    }
  }
}
