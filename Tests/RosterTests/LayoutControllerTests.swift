import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// The controller's sizes as the layout asks for them, and the one column width both use.
@Suite("Layout: sizes from the controller")
@MainActor
struct LayoutControllerTests {
  @Test("elementSize(of:at:) answers cells, headers and footers; absent ones are zero")
  func sizesByKind() async {
    let (host, controller) = makeController()
    host.measurement = { _, constrained in CGSize(width: constrained.width, height: 30) }
    let section = Section(
      cellModels: [TextModel(identifier: "cell")], identifier: "a",
      headerModel: TextModel(identifier: "header"),
      constraints: Constraints(
        inset: EdgeInsets(left: 10, right: 10), minimumInteritemSpacing: 20,
        distribution: .equally(cellsInRow: 2)))
    _ = await controller.updateAndWait(with: [section], animated: false)
    let origin = IndexPath(item: 0, section: 0)
    // A cell gets one column, (320 - 20 - 20) / 2; the header spans the whole container.
    #expect(controller.elementSize(of: .cell, at: origin) == CGSize(width: 140, height: 30))
    #expect(controller.elementSize(of: .header, at: origin) == CGSize(width: 320, height: 30))
    #expect(controller.elementSize(of: .footer, at: origin) == .zero)
    #expect(controller.elementSize(of: .header, at: IndexPath(item: 0, section: 4)) == .zero)
    #expect(controller.elementSize(of: .cell, at: IndexPath(index: 0)) == .zero)

    var layout = ListLayout()
    layout.layout(controller.sections, containerSize: host.containerSize) {
      controller.elementSize(of: $0, at: $1)
    }
    #expect(layout.frame(ofHeaderInSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(layout.frame(for: origin) == CGRect(x: 10, y: 30, width: 140, height: 30))
  }

  @Test("a measured cell is laid out at exactly the width it was measured for")
  func measuredWidthIsLaidOutWidth() async {
    await propertyCheck(count: propertyCases(500), input: LayoutPropertyTests.raw) { raw in
      var source = RawSource(raw)
      let direction: ScrollDirection = source.next(2) == 0 ? .vertical : .horizontal
      let (host, controller) = makeController()
      host.containerSize = CGSize(width: CGFloat(source.next(400)), height: 300)
      var constrained: [String: CGSize] = [:]
      host.measurement = { model, size in
        constrained[model.identifier] = size
        return size.height == .greatestFiniteMagnitude
          ? CGSize(width: size.width, height: 20) : CGSize(width: 20, height: size.height)
      }
      let sections = (0..<(1 + source.next(3))).map { index in
        var section = LayoutCase.randomSection("s\(index)", direction: direction, &source)
        section.cellModels = section.cellModels.map { TextModel(identifier: $0.identifier) }
        return section
      }
      _ = await controller.updateAndWait(with: sections, animated: false)
      var layout = ListLayout(scrollDirection: direction)
      layout.layout(controller.sections, containerSize: host.containerSize) {
        controller.elementSize(of: $0, at: $1)
      }
      for (index, section) in sections.enumerated() {
        let flow = section.constraints.scrollDirection
        for (item, model) in section.cellModels.enumerated() {
          guard let frame = layout.frame(for: IndexPath(item: item, section: index)),
            let size = constrained[model.identifier]
          else {
            Issue.record("\(model.identifier) not laid out or not measured")
            continue
          }
          #expect(flow.cross(frame.size) == flow.cross(size), "\(section.constraints)")
        }
      }
    }
  }
}
