import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// A container stops telling the providers that keep the default scroll handler, and must go on
/// telling every other one, in list order, whatever the providers do meanwhile: checked against
/// the rule itself (every provider that implements the handler hears every scroll while it is
/// in the container).
@Suite("Section containers: who hears a scroll")
@MainActor
struct ScrollListenersPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...60)

  @Test("every provider with a scroll handler hears every scroll in list order, the others none")
  func listenersHearEveryScroll() async {
    await propertyCheck(count: propertyCases(500), input: Self.raw) { raw in
      var source = RawSource(raw)
      let log = ScrollLog()
      let pool: [any SectionProvider] = (0..<7).map { index -> any SectionProvider in
        switch index % 3 {
        case 0: return ScrollRecordingProvider("l\(index)", log: log)
        case 1: return QuietProvider()
        default: return ForwardingProvider("f\(index)", log: log)
        }
      }
      let (_, container) = makeContainer()
      container.controller.diagnosticHandler = { _ in }
      var expected: [String] = []
      for step in 0..<(1 + source.next(25)) {
        switch source.next(4) {
        case 0:
          var listed = pool.filter { _ in source.next(3) != 0 }
          for index in listed.indices.reversed() { listed.swapAt(index, source.next(index + 1)) }
          container.setProviders(listed, animated: false)
        case 1:
          let provider = pool[source.next(pool.count)]
          if container.context(of: provider) == nil {
            container.append(provider, animated: false)
          } else {
            container.remove(provider, animated: false)
          }
        default:
          container.controller.hostSide.didScroll(to: CGPoint(x: 0, y: step))
          expected += container.providers.compactMap { ($0 as? any Named)?.name }
            .map { "\($0)@\(step)" }
        }
      }
      #expect(log.entries == expected, "\(raw)")
    }
  }
}

@MainActor
private final class ScrollLog {
  var entries: [String] = []
}

@MainActor
private protocol Named {
  var name: String { get }
}

/// Hears scrolls.
@MainActor
private final class ScrollRecordingProvider: SectionProvider, Named {
  let name: String
  let log: ScrollLog

  init(_ name: String, log: ScrollLog) {
    self.name = name
    self.log = log
  }

  func didAttach(to context: SectionProviderContext) {}

  func listDidScroll(to contentOffset: CGPoint) {
    log.entries.append("\(name)@\(Int(contentOffset.y))")
  }
}

/// Keeps the default scroll handler.
@MainActor
private final class QuietProvider: SectionProvider {
  func didAttach(to context: SectionProviderContext) {}
}

/// Hears scrolls and passes them to a provider of its own that keeps the default: the default
/// running inside its handler does not make it a provider that does not listen.
@MainActor
private final class ForwardingProvider: SectionProvider, Named {
  let name: String
  let log: ScrollLog
  let inner = QuietProvider()

  init(_ name: String, log: ScrollLog) {
    self.name = name
    self.log = log
  }

  func didAttach(to context: SectionProviderContext) {}

  func listDidScroll(to contentOffset: CGPoint) {
    log.entries.append("\(name)@\(Int(contentOffset.y))")
    inner.listDidScroll(to: contentOffset)
  }
}
