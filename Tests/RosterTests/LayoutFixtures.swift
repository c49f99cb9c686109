import Foundation
import Roster

final class BoxCell: TypedListCell {
  func bind(model: BoxModel, sizing: Bool) {}
}

/// A cell model with an explicit size, for layout tests.
struct BoxModel: TypedCellModel, Equatable {
  typealias CellType = BoxCell
  var identifier: String
  var width: CGFloat
  var height: CGFloat

  init(_ identifier: String, width: CGFloat, height: CGFloat) {
    self.identifier = identifier
    self.width = width
    self.height = height
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: width, height: height))
  }
}

/// The preferred size of an element of `sections`, as a data source would answer it: the
/// explicit size of its `BoxModel`, `.zero` when there is none.
func boxSize(
  in sections: [Section]
) -> (LayoutElement.Kind, IndexPath) -> CGSize {
  { kind, indexPath in
    guard sections.indices.contains(indexPath.section) else { return .zero }
    let section = sections[indexPath.section]
    let model: (any CellModel)?
    switch kind {
    case .cell:
      model =
        section.cellModels.indices.contains(indexPath.item)
        ? section.cellModels[indexPath.item] : nil
    case .header: model = section.headerModel
    case .footer: model = section.footerModel
    }
    guard let box = model as? BoxModel else { return .zero }
    return CGSize(width: box.width, height: box.height)
  }
}

/// `sections` laid out in a list scrolling in `direction` and reading across in
/// `layoutDirection`, in a container of `container`.
func laidOut(
  _ sections: [Section], in container: CGSize, direction: ScrollDirection = .vertical,
  layoutDirection: ListLayout.LayoutDirection = .leftToRight
) -> ListLayout {
  var layout = ListLayout(scrollDirection: direction, layoutDirection: layoutDirection)
  layout.layout(sections, containerSize: container, size: boxSize(in: sections))
  return layout
}

/// A section of boxes of the given sizes, identified `"<identifier>.<index>"`.
func boxSection(
  _ identifier: String, sizes: [(CGFloat, CGFloat)], header: (CGFloat, CGFloat)? = nil,
  footer: (CGFloat, CGFloat)? = nil, constraints: Constraints = Constraints()
) -> Section {
  Section(
    cellModels: sizes.enumerated().map { index, size in
      BoxModel("\(identifier).\(index)", width: size.0, height: size.1)
    },
    identifier: identifier,
    headerModel: header.map { BoxModel("\(identifier).header", width: $0.0, height: $0.1) },
    footerModel: footer.map { BoxModel("\(identifier).footer", width: $0.0, height: $0.1) },
    constraints: constraints)
}

/// Every cell frame of `layout`, section by section.
func cellFrames(_ layout: ListLayout) -> [[CGRect?]] {
  (0..<layout.numberOfSections).map { section in
    (0..<layout.numberOfItems(inSection: section)).map { item in
      layout.frame(for: IndexPath(item: item, section: section))
    }
  }
}
