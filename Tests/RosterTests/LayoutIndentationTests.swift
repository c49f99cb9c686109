import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// A section whose rows have given indentation levels, as an outline section's would.
struct IndentedShape: LayoutSection {
  var levels: [Int]
  var hasHeader = false
  var hasFooter = false
  var constraints = Constraints()
  var indents = true

  var numberOfItems: Int { levels.count }
  var indentsItems: Bool { indents }
  func indentationLevel(ofItem item: Int) -> Int { levels[item] }
}

/// Rows of an outline section are indented by `level × indentation` from the leading edge, and
/// a cell measured for its level's available size is laid out at that width.
@Suite("Layout: outline rows are indented by level")
struct LayoutIndentationTests {
  static let container = CGSize(width: 40, height: 100)

  static func layOut(
    _ sections: [IndentedShape], reading: ListLayout.LayoutDirection = .leftToRight,
    direction: ScrollDirection = .vertical, defaultIndentation: CGFloat? = nil,
    horizon: CGFloat = .infinity
  ) -> ListLayout {
    var layout = ListLayout(scrollDirection: direction, layoutDirection: reading)
    if let defaultIndentation { layout.defaultOutlineIndentation = defaultIndentation }
    layout.layout(
      sections, containerSize: container, sizing: { _, _ in .exact(CGSize(width: 5, height: 1)) },
      sizingUpTo: horizon)
    return layout
  }

  static func frames(_ layout: ListLayout, section: Int = 0) -> [CGRect?] {
    (0..<layout.numberOfItems(inSection: section)).map {
      layout.frame(for: IndexPath(item: $0, section: section))
    }
  }

  @Test("each row moves right by its level times the default indentation and narrows")
  func defaultIndentation() {
    let layout = Self.layOut([IndentedShape(levels: [0, 1, 2, 1])])
    #expect(
      Self.frames(layout) == [
        CGRect(x: 0, y: 0, width: 40, height: 1), CGRect(x: 10, y: 1, width: 30, height: 1),
        CGRect(x: 20, y: 2, width: 20, height: 1), CGRect(x: 10, y: 3, width: 30, height: 1),
      ])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test("the section's own indentation wins over the host's default, which applies at once")
  func ownIndentationAndDefault() {
    var layout = Self.layOut(
      [
        IndentedShape(levels: [0, 3], constraints: Constraints(outlineIndentation: 4)),
        IndentedShape(levels: [0, 3]),
      ], defaultIndentation: 2)
    #expect(Self.frames(layout, section: 0)[1] == CGRect(x: 12, y: 1, width: 28, height: 1))
    #expect(Self.frames(layout, section: 1)[1] == CGRect(x: 6, y: 3, width: 34, height: 1))
    layout.defaultOutlineIndentation = 3
    #expect(Self.frames(layout, section: 0)[1] == CGRect(x: 12, y: 1, width: 28, height: 1))
    #expect(Self.frames(layout, section: 1)[1] == CGRect(x: 9, y: 3, width: 31, height: 1))
  }

  @Test("right to left, rows are indented from the right edge")
  func rightToLeft() {
    let layout = Self.layOut([IndentedShape(levels: [0, 1, 2])], reading: .rightToLeft)
    #expect(
      Self.frames(layout) == [
        CGRect(x: 0, y: 0, width: 40, height: 1), CGRect(x: 0, y: 1, width: 30, height: 1),
        CGRect(x: 0, y: 2, width: 20, height: 1),
      ])
  }

  @Test("a level deeper than the row is wide leaves the row 0 wide at its trailing edge")
  func deeperThanTheRow() {
    let layout = Self.layOut([IndentedShape(levels: [5])])
    #expect(Self.frames(layout) == [CGRect(x: 40, y: 0, width: 0, height: 1)])
  }

  @Test("a flat section, a grid and a band ignore levels")
  func ignoredWhereNoRows() {
    let layout = Self.layOut([
      IndentedShape(levels: [1, 1], indents: false),
      IndentedShape(
        levels: [1, 1], constraints: Constraints(distribution: .equally(cellsInRow: 2))),
      IndentedShape(levels: [1, 1], constraints: Constraints(scrollDirection: .horizontal)),
    ])
    #expect(Self.frames(layout, section: 0)[1] == CGRect(x: 0, y: 1, width: 40, height: 1))
    #expect(Self.frames(layout, section: 1)[1] == CGRect(x: 20, y: 2, width: 20, height: 1))
    #expect(Self.frames(layout, section: 2)[1]?.minX == 5)
  }

  @Test("a list that scrolls horizontally indents its columns from the top")
  func horizontalList() {
    let layout = Self.layOut(
      [IndentedShape(levels: [0, 2], constraints: Constraints(scrollDirection: .horizontal))],
      direction: .horizontal, defaultIndentation: 10)
    #expect(
      Self.frames(layout) == [
        CGRect(x: 0, y: 0, width: 5, height: 100), CGRect(x: 5, y: 20, width: 5, height: 80),
      ])
  }

  @Test("rows past the sizing horizon, placed as one estimated run, are indented too")
  func estimatedTail() {
    let levels = (0..<1000).map { $0 % 4 }
    let layout = Self.layOut([IndentedShape(levels: levels)], horizon: 10)
    #expect(layout.isEstimated(IndexPath(item: 900, section: 0)))
    #expect(
      layout.frame(for: IndexPath(item: 901, section: 0))
        == CGRect(x: 10, y: 901, width: 30, height: 1))
  }

  @Test("queries find rows where their indented frames are, not in the indentation")
  func queries() {
    let layout = Self.layOut([IndentedShape(levels: [0, 2])])
    #expect(layout.element(at: CGPoint(x: 5, y: 1.5)) == nil)
    #expect(layout.element(at: CGPoint(x: 25, y: 1.5))?.indexPath == IndexPath(item: 1, section: 0))
    #expect(
      layout.items(in: CGRect(x: 0, y: 0, width: 15, height: 2)) == [IndexPath(item: 0, section: 0)]
    )
    let mirrored = Self.layOut([IndentedShape(levels: [0, 2])], reading: .rightToLeft)
    #expect(mirrored.element(at: CGPoint(x: 35, y: 1.5)) == nil)
    #expect(
      mirrored.elements(in: CGRect(x: 0, y: 1, width: 40, height: 1)).map(\.frame) == [
        CGRect(x: 0, y: 1, width: 20, height: 1)
      ])
  }

  @Test("a relayout after rows were inserted reads the new rows' levels")
  func relayoutReadsLevels() {
    var layout = Self.layOut([IndentedShape(levels: [0, 1])])
    let sections = [IndentedShape(levels: [0, 2, 2, 1])]
    layout.relayout(
      LayoutInvalidation(sections: [
        .edit(previous: 0, replacements: [.init(previous: 1..<1, current: 1..<3)])
      ]), sections: sections, size: { _, _ in CGSize(width: 5, height: 1) })
    #expect(
      Self.frames(layout).map { $0?.minX } == [0, 20, 20, 10])
  }

  @Test("a bad indentation is reported and taken as 0")
  func badIndentation() {
    let layout = Self.layOut([
      IndentedShape(levels: [0, 1], constraints: Constraints(outlineIndentation: -.infinity))
    ])
    #expect(Self.frames(layout)[1] == CGRect(x: 0, y: 1, width: 40, height: 1))
    #expect(layout.diagnostics == [.invalidSpacing(section: 0, value: -.infinity)])
    var nanDefault = Self.layOut([IndentedShape(levels: [0, 1])])
    nanDefault.defaultOutlineIndentation = .nan
    #expect(Self.frames(nanDefault)[1] == CGRect(x: 0, y: 1, width: 40, height: 1))
  }

  @Test("a cell measured for its level's available size is laid out at that width")
  func measuredWidth() {
    for (level, own) in [(0, nil), (1, nil), (3, CGFloat(2)), (9, nil)] as [(Int, CGFloat?)] {
      let constraints = Constraints(
        inset: EdgeInsets(top: 0, left: 3, bottom: 0, right: 1), outlineIndentation: own)
      let available = ListLayout.availableSize(
        for: .cell, in: Self.container, constraints: constraints, indentationLevel: level,
        defaultIndentation: 10)
      let layout = Self.layOut([
        IndentedShape(levels: [level], constraints: constraints)
      ])
      #expect(Self.frames(layout)[0]?.width == available.width, "level \(level)")
    }
    let grid = Constraints(distribution: .equally(cellsInRow: 2))
    #expect(
      ListLayout.availableSize(
        for: .cell, in: Self.container, constraints: grid, indentationLevel: 2,
        defaultIndentation: 10
      ).width == 20)
    #expect(
      ListLayout.availableSize(
        for: .header, in: Self.container, constraints: Constraints(), indentationLevel: 2,
        defaultIndentation: 10
      ).width == 40)
  }

  @Test("the controller measures an outline row at its level's width, on the host's default")
  @MainActor
  func measuredAtIndentedWidth() {
    for indentation: CGFloat? in [nil, 4] {
      let (host, controller) = makeController()
      final class Widths { var measured: [String: CGFloat] = [:] }
      let widths = Widths()
      host.measurement = { model, size in
        widths.measured[model.identifier] = size.width
        return CGSize(width: size.width, height: 10)
      }
      let tree = OutlineItem(
        TextModel(identifier: "a"), isExpanded: true,
        children: [
          OutlineItem(
            TextModel(identifier: "b"), isExpanded: true,
            children: [OutlineItem(TextModel(identifier: "c"))])
        ])
      controller.update(
        with: [
          Section(
            "s", outline: [tree], constraints: Constraints(outlineIndentation: indentation))
        ], animated: false)
      host.settle()
      host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize))
      let step = indentation ?? host.defaultOutlineIndentation
      let full = host.containerSize.width
      #expect(widths.measured == ["a": full, "b": full - step, "c": full - 2 * step])
    }
  }

  @Test("an outline section's rows are indented by their level in the tree")
  func outlineSection() {
    let section = Section(
      "tree",
      outline: [
        OutlineItem(
          BoxModel("a", width: 1, height: 1), isExpanded: true,
          children: [
            OutlineItem(
              BoxModel("b", width: 1, height: 1), isExpanded: true,
              children: [OutlineItem(BoxModel("c", width: 1, height: 1))])
          ]),
        OutlineItem(BoxModel("d", width: 1, height: 1)),
      ], constraints: Constraints(outlineIndentation: 2))
    #expect(section.indentsItems)
    #expect((0..<4).map(section.indentationLevel(ofItem:)) == [0, 1, 2, 0])
    let layout = laidOut([section], in: Self.container)
    #expect(cellFrames(layout)[0].map { $0?.minX } == [0, 2, 4, 0])
    let flat = boxSection("flat", sizes: [(1, 1)])
    #expect(!flat.indentsItems)
    #expect(flat.indentationLevel(ofItem: 0) == 0)
  }

  @Test(
    "every indented frame is its flat twin's, moved and narrowed by its level, in both directions"
  )
  func indentedTwin() async {
    let raw = Gen.int(in: 0...(1 << 20)).array(of: 1...40)
    await propertyCheck(count: propertyCases(1000), input: raw) { raw in
      var values = raw.makeIterator()
      func next(_ bound: Int) -> Int { (values.next() ?? 0) % bound }
      let indentation = CGFloat(next(6))
      let reading: ListLayout.LayoutDirection = next(2) == 0 ? .leftToRight : .rightToLeft
      let sections = (0..<(1 + next(3))).map { _ in
        IndentedShape(
          levels: (0..<next(8)).map { _ in next(6) }, hasHeader: next(2) == 0,
          constraints: Constraints(
            inset: EdgeInsets(top: 0, left: CGFloat(next(4)), bottom: 1, right: CGFloat(next(4))),
            outlineIndentation: next(3) == 0 ? CGFloat(next(5)) : nil))
      }
      let indented = Self.layOut(sections, reading: reading, defaultIndentation: indentation)
      let flat = Self.layOut(
        sections.map {
          var flat = $0; flat.indents = false; return flat
        }, reading: reading,
        defaultIndentation: indentation)
      for (index, section) in sections.enumerated() {
        for (item, level) in section.levels.enumerated() {
          let path = IndexPath(item: item, section: index)
          guard let base = flat.frame(for: path), let frame = indented.frame(for: path) else {
            Issue.record("no frame at \(path)")
            continue
          }
          let shift = min(
            base.width, CGFloat(level) * (section.constraints.outlineIndentation ?? indentation))
          let expected =
            reading == .leftToRight
            ? CGRect(x: base.minX + shift, y: base.minY, width: base.width - shift, height: 1)
            : CGRect(x: base.minX, y: base.minY, width: base.width - shift, height: 1)
          #expect(frame == expected, "\(path) level \(level) \(sections)")
          if frame.width > 0 {
            #expect(
              indented.element(at: CGPoint(x: frame.midX, y: frame.midY))?.indexPath == path)
          }
        }
      }
    }
  }
}
