import Foundation
import RosterDemo
import RosterTerminal
import Testing

@Suite("roster-demo --rtl")
@MainActor
struct RightToLeftDemoTests {
  @Test("--rtl asks for a right-to-left list, on every screen")
  func parsesTheFlag() throws {
    for screen in DemoScreen.allCases {
      guard case .run(let invocation) = try DemoCommandLine.parse([screen.rawValue, "--rtl"])
      else {
        Issue.record("\(screen) --rtl asked for help")
        continue
      }
      #expect(invocation.layoutDirection == .rightToLeft)
    }
    guard case .run(let plain) = try DemoCommandLine.parse(["settings"]) else { return }
    #expect(plain.layoutDirection == .leftToRight)
  }

  @Test("the settings screen run with --rtl ends its rows at the right edge")
  func settingsReadRightToLeft() throws {
    func screen(_ arguments: [String]) throws -> [String] {
      guard case .run(let invocation) = try DemoCommandLine.parse(arguments) else { return [] }
      let app = SettingsApp(state: SettingsState(), columns: 60, rows: 18)
      invocation.configure(app)
      app.resize(columns: 60, rows: 18)
      app.start()
      return app.frame(columns: 60, rows: 18).plainRows
    }
    let leftToRight = try screen(["settings"])
    let rightToLeft = try screen(["settings", "--rtl"])
    #expect(rightToLeft != leftToRight)
    // The list's rows (between the title and the status bar) that are narrower than the list
    // end at the cells' right edge, left of the marker's two columns, with the same words.
    let rows = zip(leftToRight, rightToLeft).dropFirst().dropLast()
    let moved = rows.filter { ltr, rtl in
      let words = ltr.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces)
      let cells = rtl.replacingOccurrences(of: " ‹", with: "")
      return !words.isEmpty && ltr.count < 58 && cells.count == 58 && cells.hasSuffix(words)
    }
    #expect(!moved.isEmpty, "\(rightToLeft.joined(separator: "\n"))")
    // The selected row is marked at the right edge.
    #expect(rightToLeft.contains { $0.hasSuffix(" ‹") })
  }
}
