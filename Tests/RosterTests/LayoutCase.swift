import Foundation
import Roster
@_spi(Testing) import RosterTesting

/// A random list for the layout property tests, decoded from plain integers so that
/// PropertyBased can generate and shrink it: a scroll direction, a container and up to five
/// sections with random constraints (every distribution, sometimes the other scroll
/// direction), optional headers and footers, and up to fourteen cells.
///
/// Sizes are whole numbers with heights of at least 1 (zero and bad sizes have their own
/// tests), so that the row a cell sits in can be told from its frame.
struct LayoutCase: CustomStringConvertible {
  var direction: ScrollDirection
  var container: CGSize
  var sections: [Section]

  init(raw: [Int]) {
    var source = RawSource(raw)
    self.init(&source)
  }

  init(_ source: inout RawSource) {
    direction = source.next(2) == 0 ? .vertical : .horizontal
    let widths: [CGFloat] = [0, 1, 37, 120, 320, 1000]
    container = CGSize(
      width: widths[source.next(widths.count)], height: widths[source.next(widths.count)])
    if source.next(3) > 0 {
      // Usually a real screen, so rows hold several cells.
      container =
        direction.isVertical
        ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
    }
    let count = source.next(6)
    var sections: [Section] = []
    for index in 0..<count {
      sections.append(Self.randomSection("s\(index)", direction: direction, &source))
    }
    self.sections = sections
  }

  static func randomSection(
    _ identifier: String, direction: ScrollDirection, _ source: inout RawSource
  ) -> Section {
    let distributions: [Distribution] = [
      .entireRow, .equally(cellsInRow: 1 + source.next(4)), .proportionally,
      .proportionallyWithLastCellFillingWidth(minimumWidth: CGFloat(source.next(5) * 30)),
    ]
    let flow: ScrollDirection =
      source.next(5) == 0 ? (direction.isVertical ? .horizontal : .vertical) : direction
    let constraints = Constraints(
      inset: EdgeInsets(
        top: CGFloat(source.next(4) * 5), left: CGFloat(source.next(4) * 7),
        bottom: CGFloat(source.next(4) * 3), right: CGFloat(source.next(4) * 11)),
      minimumLineSpacing: CGFloat(source.next(3) * 4),
      minimumInteritemSpacing: CGFloat(source.next(3) * 6),
      distribution: distributions[source.next(distributions.count)], scrollDirection: flow)
    let sizes = (0..<source.next(15)).map { _ in
      (CGFloat(source.next(8) * 25), CGFloat(1 + source.next(40)))
    }
    let header = source.next(3) == 0 ? (CGFloat(5), CGFloat(1 + source.next(30))) : nil
    let footer = source.next(3) == 0 ? (CGFloat(5), CGFloat(1 + source.next(30))) : nil
    // Sizes are drawn as (cross, main) and turned into (width, height) for each flow.
    return boxSection(
      identifier, sizes: flow.isVertical ? sizes : sizes.map { ($0.1, $0.0) },
      header: header.map { direction.isVertical ? $0 : ($0.1, $0.0) },
      footer: footer.map { direction.isVertical ? $0 : ($0.1, $0.0) },
      constraints: constraints)
  }

  var layout: ListLayout { laidOut(sections, in: container, direction: direction) }

  var description: String {
    "\(direction) \(container.width)×\(container.height): "
      + sections.map { section in
        let sizes = section.cellModels.compactMap { $0 as? BoxModel }
          .map { "\(Int($0.width))×\(Int($0.height))" }
        return "\(section.identifier) \(section.constraints) header: \(section.headerModel != nil)"
          + " footer: \(section.footerModel != nil) [\(sizes.joined(separator: " "))]"
      }.joined(separator: "; ")
  }
}

extension ScrollDirection {
  var isVertical: Bool { self == .vertical }
}
