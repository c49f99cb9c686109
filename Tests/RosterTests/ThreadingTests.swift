import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Threading")
struct ThreadingTests {
  /// Every API of the controller is main-actor isolated, so calling it from a background task
  /// without hopping is a compile-time error; this shows the hop that is needed.
  @Test("background work reaches the controller through the main actor")
  func backgroundUpdates() async {
    let (host, controller) = await MainActor.run { makeController() }
    let finished = await Task.detached {
      // Built off the main actor: sections are Sendable values.
      let sections = textSections(["feed": "a b c"])
      await MainActor.run { controller.update(with: sections, animated: false) }
      return await controller.updateAndWait(with: textSections(["feed": "c a"]), animated: false)
    }.value
    #expect(finished)
    await MainActor.run {
      #expect(host.shownIdentifiers == ["feed[c a]"])
      #expect(host.errors.isEmpty)
    }
  }
}
