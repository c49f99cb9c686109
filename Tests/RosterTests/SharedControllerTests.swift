import Foundation
import Roster
import RosterTesting
import Testing

/// Two containers on one controller: the second is reported, and neither takes the other's
/// events (a single observer slot used to hand them all to the newest container).
@Suite("Section containers sharing a controller")
@MainActor
struct SharedControllerTests {
  @Test("a second container on the same controller is reported")
  func secondContainerIsReported() {
    let controller = ListController(host: SimulatedListHost())
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let first = SectionContainer(controller: controller)
    #expect(diagnostics.isEmpty)
    let second = SectionContainer(controller: controller)
    #expect(diagnostics == [.controllerSharedByContainers(2)])
    #expect(diagnostics.first?.description.contains("its own controller") == true)
    withExtendedLifetime((first, second)) {}
  }

  @Test("a container that is gone no longer counts")
  func releasedContainerIsNotReported() {
    let controller = ListController(host: SimulatedListHost())
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    var first: SectionContainer<SimulatedListHost>? = SectionContainer(controller: controller)
    #expect(first != nil)
    first = nil
    let second = SectionContainer(controller: controller)
    #expect(diagnostics.isEmpty)
    withExtendedLifetime(second) {}
  }

  @Test("events reach the providers of every container, for the sections they own")
  func eventsReachEveryContainer() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.diagnosticHandler = { _ in }
    let log = EventLog()
    let first = SectionContainer(controller: controller)
    let second = SectionContainer(controller: controller)
    let a = RecordingProvider("a", initialSections: loggingSections(["a": "x y"], to: log))
    let b = RecordingProvider("b", initialSections: loggingSections(["b": "z"], to: log))

    first.setProviders([a], animated: false)
    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 1, section: 0)))
    #expect(a.events == ["select y [0, 1]"], "the first container still hears its events")

    second.setProviders([b], animated: false)
    #expect(host.shownIdentifiers == ["b[z]"], "the second container set the whole list")
    #expect(controller.hostSide.didSelectItem(at: IndexPath(item: 0, section: 0)))
    #expect(b.events == ["select z [0, 0]"])
    #expect(a.events == ["select y [0, 1]"], "no provider hears another's item")
    #expect(log.entries == ["select y [0, 1]", "select z [0, 0]"])

    controller.hostSide.didScroll(to: CGPoint(x: 0, y: 3))
    #expect(a.events.last == "scroll 3")
    #expect(b.events.last == "scroll 3")
    withExtendedLifetime((first, second)) {}
  }
}
