import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Rows 10 points tall, in sections of the given sizes, identified by a running number so that
/// a page added later has new identifiers.
private func rowSections(_ counts: [Int], firstNumber: Int = 0) -> [Section] {
  var number = firstNumber
  return counts.enumerated().map { index, count in
    Section(
      cellModels: (0..<count).map { _ in
        defer { number += 1 }
        return BoxModel("r\(number)", width: 320, height: 10)
      }, identifier: "s\(index)")
  }
}

/// The rect of `rows` rows of 10 points from row `first`.
private func rows(_ first: Int, count: Int = 10) -> CGRect {
  CGRect(x: 0, y: CGFloat(first * 10), width: 320, height: CGFloat(count * 10))
}

@Suite("Approaching an edge of the list")
@MainActor
struct EdgeApproachTests {
  @Test("the end is told once per approach, again after moving away or when a page arrived")
  func oncePerApproach() async {
    let (host, controller) = makeController()
    var told: [ListEdge] = []
    controller.edgeApproachHandler = { told.append($0) }
    controller.edgeApproachDistance = 5
    await controller.updateAndWait(with: rowSections([100]), animated: false)

    host.showVisibleRect(rows(0))
    #expect(told == [.start], "the first screen of a list shown at its top is near its start")
    host.showVisibleRect(rows(40))
    #expect(told == [.start])
    host.showVisibleRect(rows(85))  // rows 85–94: 5 after the last visible one
    #expect(told == [.start, .end])
    host.showVisibleRect(rows(86))
    host.showVisibleRect(rows(90))
    #expect(told == [.start, .end], "scrolling about near the end asks once")

    // A page arrives: the end is another item; the screen, still near it, tells again.
    await controller.updateAndWait(with: rowSections([103]), animated: false)
    host.showVisibleRect(rows(90))
    #expect(told == [.start, .end, .end])

    // Moving away and back tells again.
    host.showVisibleRect(rows(50))
    host.showVisibleRect(rows(93))
    #expect(told == [.start, .end, .end, .end])
  }

  @Test("the distance counts items across sections, and 0 means the edge item shows")
  func distanceAcrossSections() async {
    let (host, controller) = makeController()
    var told: [ListEdge] = []
    controller.edgeApproachHandler = { told.append($0) }
    controller.edgeApproachDistance = 0
    await controller.updateAndWait(with: rowSections([30, 0, 30]), animated: false)
    host.showVisibleRect(rows(1))
    #expect(told.isEmpty, "one item before the first visible one")
    host.showVisibleRect(rows(49))  // rows 49–58: item 59 is after
    #expect(told.isEmpty)
    host.showVisibleRect(rows(50))
    #expect(told == [.end])
  }

  @Test("an empty list approaches nothing; its first items approach again")
  func emptyList() async {
    let (host, controller) = makeController()
    var told: [ListEdge] = []
    controller.edgeApproachHandler = { told.append($0) }
    await controller.updateAndWait(with: rowSections([3]), animated: false)
    host.showVisibleRect(rows(0))
    #expect(told == [.start, .end])
    await controller.updateAndWait(with: [], animated: false)
    host.showVisibleRect(rows(0))
    await controller.updateAndWait(with: rowSections([3]), animated: false)
    host.showVisibleRect(rows(0))
    #expect(told == [.start, .end, .start, .end])
  }

  @Test("an update the handler requests starts after it returns and is shown")
  func loadingFromTheHandler() async {
    let (host, controller) = makeController()
    var pages = 1
    controller.edgeApproachHandler = { edge in
      guard edge == .end, pages < 3 else { return }
      pages += 1
      controller.update(with: rowSections([20 * pages]), animated: false)
    }
    await controller.updateAndWait(with: rowSections([20]), animated: false)
    host.showVisibleRect(rows(12))
    #expect(controller.sections[0].cellModels.count == 40)
    host.showVisibleRect(rows(32))
    #expect(controller.sections[0].cellModels.count == 60)
    #expect(host.errors.isEmpty)
  }

  /// Random sequences of scrolling, pages added at either end, items removed and distance
  /// changes, on sections of 10-point rows, against a reference that works out
  /// the visible rows from the geometry and keeps, per edge, the edge item it last told of.
  @Test("random scrolling and paging tell what a reference tells")
  func randomSequences() async {
    let steps = Gen.int(in: 0...(1 << 24)).array(of: 1...25)
    await propertyCheck(count: propertyCases(1_000), input: steps) { steps in
      let (host, controller) = makeController()
      var told: [ListEdge] = []
      controller.edgeApproachHandler = { told.append($0) }
      var counts = [1 + steps[0] % 30]
      var firstNumber = 0
      var lastNumber = counts[0]
      var distance = 5
      controller.edgeApproachDistance = distance
      var expected: [ListEdge] = []
      var toldAt: [ListEdge: String] = [:]
      func state() -> [Section] { rowSections(counts, firstNumber: firstNumber) }
      await controller.updateAndWait(with: state(), animated: false)
      for step in steps {
        switch step % 6 {
        case 0:
          // A page at the end (a new section or more rows in the last one).
          let added = 1 + (step >> 3) % 15
          if (step >> 8) % 2 == 0 {
            counts[counts.count - 1] += added
          } else {
            counts.append(added)
          }
          lastNumber += added
          await controller.updateAndWait(with: state(), animated: false)
        case 1:
          // A page at the start: the first number moves back.
          let added = 1 + (step >> 3) % 15
          counts[0] += added
          firstNumber -= added
          await controller.updateAndWait(with: state(), animated: false)
        case 2:
          distance = (step >> 3) % 8 - 1
          controller.edgeApproachDistance = distance
        case 3:
          // Rows removed from the end of the last section: another item is last.
          let removed = min(counts[counts.count - 1] - 1, 1 + (step >> 3) % 5)
          guard removed > 0 else { continue }
          counts[counts.count - 1] -= removed
          lastNumber -= removed
          await controller.updateAndWait(with: state(), animated: false)
        default:
          let total = counts.reduce(0, +)
          let top = total == 0 ? 0 : (step >> 3) % max(1, total)
          let height = 1 + (step >> 13) % 12
          host.showVisibleRect(rows(top, count: height))
          guard
            let edges = Self.edgesToTell(
              visible: top..<(top + height), total: total, distance: distance,
              edgeIdentifiers: ("r\(firstNumber)", "r\(lastNumber - 1)"), toldAt: &toldAt)
          else { continue }
          expected += edges
        }
        #expect(told == expected, "\(steps)")
        if told != expected { return }
      }
    }
  }

  /// The reference: the rows of `visible` that exist among `total` are visible, and an edge
  /// within `distance` rows of them is told of once per item at that edge (`toldAt`, the edge
  /// item last told of). `nil` when no row is visible.
  private static func edgesToTell(
    visible: Range<Int>, total: Int, distance: Int, edgeIdentifiers: (start: String, end: String),
    toldAt: inout [ListEdge: String]
  ) -> [ListEdge]? {
    let lastVisible = min(total - 1, visible.upperBound - 1)
    guard total > 0, lastVisible >= visible.lowerBound else { return nil }
    let edges: [(ListEdge, Int, String)] = [
      (.start, visible.lowerBound, edgeIdentifiers.start),
      (.end, total - 1 - lastVisible, edgeIdentifiers.end),
    ]
    var told: [ListEdge] = []
    for (edge, remaining, identifier) in edges {
      if remaining > max(0, distance) {
        toldAt[edge] = nil
      } else if toldAt[edge] != identifier {
        toldAt[edge] = identifier
        told.append(edge)
      }
    }
    return told
  }
}
