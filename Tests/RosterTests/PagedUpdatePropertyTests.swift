import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// A paged list, as the demo's feed keeps one: the app edits a few pages in place and passes
/// the other pages' arrays on as they were, so the controller diffs only the changed pages,
/// wherever they are. Random edits (insertions, deletions, moves across pages, new content)
/// on the simulated host: every batch legal, the list ending on the last state with the last
/// contents.
@Suite("Controller: paged lists with untouched pages passed on")
@MainActor
struct PagedUpdatePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)

  @Test("edits of a few pages among untouched ones reach the last state")
  func pagedEdits() async {
    await propertyCheck(count: propertyCases(1000), input: Self.raw) { raw in
      let (host, controller) = makeController(policy: .alwaysAnimate)
      controller.diagnosticHandler = { _ in }
      var source = RawSource(raw)
      var next = 0
      func newModel() -> any CellModel {
        next += 1
        return TextModel(identifier: "i\(next)", text: "new")
      }
      var pages: [[any CellModel]] = (0..<(2 + source.next(7))).map { _ in
        (0..<source.next(6)).map { _ in newModel() }
      }
      func sections() -> [Section] {
        pages.enumerated().map { Section(cellModels: $1, identifier: "page-\($0)") }
      }
      controller.update(with: sections(), animated: false)
      for step in 0..<(1 + source.next(8)) {
        for _ in 0..<(1 + source.next(4)) {
          let page = source.next(pages.count)
          switch source.next(4) {
          case 0:
            pages[page].insert(newModel(), at: source.next(pages[page].count + 1))
          case 1 where !pages[page].isEmpty:
            pages[page].remove(at: source.next(pages[page].count))
          case 2 where !pages[page].isEmpty:
            let model = pages[page].remove(at: source.next(pages[page].count))
            let target = source.next(pages.count)
            pages[target].insert(model, at: source.next(pages[target].count + 1))
          case 3 where !pages[page].isEmpty:
            let item = source.next(pages[page].count)
            pages[page][item] = TextModel(
              identifier: pages[page][item].identifier, text: "edit \(step)")
          default:
            break
          }
        }
        controller.update(with: sections(), animated: source.next(2) == 0)
        if source.next(2) == 0 { host.finishAnimations() }
      }
      while host.isAnimating { host.finishAnimations() }
      #expect(host.errors.isEmpty, "\(raw)")
      #expect(host.shownIdentifiers == identifiers(sections()), "\(raw)")
      let shown = controller.sections.flatMap(\.cellModels).compactMap { $0 as? TextModel }
      let expected = pages.flatMap { $0 }.compactMap { $0 as? TextModel }
      #expect(shown.map(\.text) == expected.map(\.text), "\(raw)")
    }
  }
}
