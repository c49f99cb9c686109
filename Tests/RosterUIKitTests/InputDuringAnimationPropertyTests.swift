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
    /// Random typing, flips and app updates at random gaps against the batch animation, in the
    /// list or in a nested list, animated or not: the app ends with exactly what the user did,
    /// and the controls show it.
    @Suite("RosterUIKitCells: random input timings against animated updates", .serialized)
    @MainActor
    struct InputDuringAnimationPropertyTests {
      enum Action: CaseIterable {
        case typeA, typeB, flip, appUpdate
      }

      /// An action and the seconds until the next one, mostly shorter than an animation.
      static let step = zip(
        Gen.int(in: 0...(Action.allCases.count - 1)), Gen.int(in: 0...400)
      ).map { (action: Action.allCases[$0], gap: Double($1) / 1000) }

      @Test("every key and flip is kept: the app's final values are what the user did")
      func nothingIsLost() async {
        await propertyCheck(
          count: propertyCases(1500), input: Gen.bool, Gen.bool, Self.step.array(of: 1...12)
        ) { animated, nested, steps in
          let app = TypingScreen(animated: animated, nested: nested)
          var text = app.name
          var isOn = app.isOn
          var done = true
          for (action, gap) in steps {
            switch action {
            case .typeA, .typeB:
              let key = action == .typeA ? "a" : "b"
              guard let field = app.field, UIKitHarness.type(key, into: field) else {
                done = false
                continue
              }
              text += key
            case .flip:
              guard let toggle = app.toggle, UIKitHarness.flip(toggle) else {
                done = false
                continue
              }
              isOn.toggle()
            case .appUpdate:
              app.tick()
            }
            UIKitHarness.advance(by: gap)
          }
          app.screen.settle()
          #expect(
            done && app.name == text && app.isOn == isOn && app.field?.text == text
              && app.toggle?.isOn == isOn,
            """
            animated \(animated), nested \(nested), \(steps): app has \
            \(app.name.debugDescription) \(app.isOn), shows \(app.field?.text ?? "-") \
            \(app.toggle?.isOn ?? false), did \(text.debugDescription) \(isOn)
            """)
        }
      }
    }
  }
#endif
