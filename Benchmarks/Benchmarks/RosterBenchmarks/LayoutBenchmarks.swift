// The layout engine: full layouts of 100,000 cells in a two-column grid (L1 with explicit
// sizes read from the models, L2 with measured sizes answered from a cache), the same cells as
// 100 sections of 1,000 (L3), incremental relayout after 10 cells are inserted in the middle
// (L4 in the 100-section list, where only the middle section is laid out again; L5 in the
// single section, which is laid out again whole), and `items(in:)` for a phone-screen rect in
// the middle of the content (L6); and one list of 100,000 rows laid out whole (L7) against one
// row inserted and deleted near its top, alternately (L8), where the rows after the edit are
// shifted rather than laid out again. Models, sizes and the base layouts are built in setup.
import Benchmark
// CGFloat, CGSize and CGRect are Foundation's (not FoundationEssentials') on Linux.
import Foundation
import Roster

/// A cell model with an explicit size that varies from cell to cell.
struct GridCellModel: CellModel {
  var identifier: String
  var height: CGFloat

  var cellType: any ListCell.Type { GridCell.self }

  func identical(to model: any CellModel) -> Bool {
    (model as? GridCellModel)?.height == height
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: height))
  }
}

final class GridCell: ListCell {
  func bind(cellModel: any CellModel, sizing: Bool) {}
}

/// The sections of a two-column grid of `count` cells in `sectionCount` sections, and the
/// same with `inserted` more cells in the middle of the middle section.
struct LayoutInput: @unchecked Sendable {
  var sections: [Section]
  var grown: [Section]
  var insertion: BatchUpdate
  var measured: [String: CGSize]
  var base: ListLayout

  static let container = CGSize(width: 390, height: 844)

  init(count: Int, sectionCount: Int, inserted: Int) {
    let perSection = count / sectionCount
    let constraints = Constraints(
      inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), minimumLineSpacing: 8,
      minimumInteritemSpacing: 8, distribution: .equally(cellsInRow: 2))
    sections = (0..<sectionCount).map { section in
      Section(
        cellModels: (0..<perSection).map { item in
          GridCellModel(identifier: "\(section).\(item)", height: CGFloat(40 + (item * 37) % 80))
        },
        identifier: "s\(section)",
        headerModel: GridCellModel(identifier: "h\(section)", height: 30),
        constraints: constraints)
    }
    let middle = sectionCount / 2
    let at = perSection / 2
    grown = sections
    grown[middle].cellModels.insert(
      contentsOf: (0..<inserted).map { GridCellModel(identifier: "new.\($0)", height: 55) },
      at: at)
    insertion = BatchUpdate(
      itemInsertions: (at..<(at + inserted)).map { IndexPath(item: $0, section: middle) })
    measured = [:]
    for section in grown {
      for model in section.cellModels { measured[model.identifier] = explicitSize(model) }
      if let header = section.headerModel { measured[header.identifier] = explicitSize(header) }
    }
    base = ListLayout()
    base.layout(sections, containerSize: Self.container, size: explicitSizes(sections))
  }
}

/// What a controller answers for explicit sizes: the model's own, for the column it gets.
func explicitSize(_ model: any CellModel) -> CGSize {
  if case .explicit(let size) = model.size(constrainedTo: CGSize(width: 175, height: 844)) {
    return size
  }
  return .zero
}

func explicitSizes(_ sections: [Section]) -> (LayoutElement.Kind, IndexPath) -> CGSize {
  { kind, indexPath in
    let section = sections[indexPath.section]
    switch kind {
    case .cell: return explicitSize(section.cellModels[indexPath.item])
    case .header: return section.headerModel.map(explicitSize) ?? .zero
    case .footer: return section.footerModel.map(explicitSize) ?? .zero
    }
  }
}

/// Measured sizes answered from a cache keyed by identity, as a controller's size cache
/// answers a cell measured before.
func cachedSizes(
  _ sections: [Section], _ measured: [String: CGSize]
) -> (LayoutElement.Kind, IndexPath) -> CGSize {
  { kind, indexPath in
    let section = sections[indexPath.section]
    let model: (any CellModel)? =
      switch kind {
      case .cell: section.cellModels[indexPath.item]
      case .header: section.headerModel
      case .footer: section.footerModel
      }
    return model.flatMap { measured[$0.identifier] } ?? .zero
  }
}

/// One list (`.entireRow`) of `count` rows, and the same with one more row near its top.
struct ListEditInput: @unchecked Sendable {
  var sections: [Section]
  var grown: [Section]
  var insertion: BatchUpdate
  var deletion: BatchUpdate
  var base: ListLayout

  init(count: Int) {
    let constraints = Constraints(
      inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), minimumLineSpacing: 8)
    sections = [
      Section(
        cellModels: (0..<count).map { item in
          GridCellModel(identifier: "\(item)", height: CGFloat(40 + (item * 37) % 80))
        },
        identifier: "list", headerModel: GridCellModel(identifier: "h", height: 30),
        constraints: constraints)
    ]
    grown = sections
    grown[0].cellModels.insert(GridCellModel(identifier: "new", height: 55), at: 10)
    insertion = BatchUpdate(itemInsertions: [IndexPath(item: 10, section: 0)])
    deletion = BatchUpdate(itemDeletions: [IndexPath(item: 10, section: 0)])
    base = ListLayout()
    base.layout(sections, containerSize: LayoutInput.container, size: explicitSizes(sections))
  }
}

func layoutBenchmarks() {
  let single = { LayoutInput(count: 100_000, sectionCount: 1, inserted: 10) }
  let hundred = { LayoutInput(count: 100_000, sectionCount: 100, inserted: 10) }

  Benchmark("L1 layout 100k grid, explicit sizes", configuration: fast) { benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = ListLayout()
      layout.layout(
        input.sections, containerSize: LayoutInput.container, size: explicitSizes(input.sections))
      blackHole(layout)
    }
  } setup: {
    single()
  }
  Benchmark("L2 layout 100k grid, cached measured sizes", configuration: fast) {
    benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = ListLayout()
      layout.layout(
        input.sections, containerSize: LayoutInput.container,
        size: cachedSizes(input.sections, input.measured))
      blackHole(layout)
    }
  } setup: {
    single()
  }
  Benchmark("L3 layout 100 sections × 1k grid, explicit sizes", configuration: fast) {
    benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = ListLayout()
      layout.layout(
        input.sections, containerSize: LayoutInput.container, size: explicitSizes(input.sections))
      blackHole(layout)
    }
  } setup: {
    hundred()
  }
  Benchmark("L4 apply 10 inserted, 100 sections × 1k", configuration: fast) { benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = input.base
      layout.apply(input.insertion, sections: input.grown, size: explicitSizes(input.grown))
      blackHole(layout)
    }
  } setup: {
    hundred()
  }
  Benchmark("L5 apply 10 inserted, one 100k section", configuration: fast) { benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = input.base
      layout.apply(input.insertion, sections: input.grown, size: explicitSizes(input.grown))
      blackHole(layout)
    }
  } setup: {
    single()
  }
  Benchmark("L6 items(in:) screen rect, 100k grid", configuration: fast) { benchmark, input in
    let middle = input.base.contentSize.height / 2
    let screen = CGRect(origin: CGPoint(x: 0, y: middle), size: LayoutInput.container)
    for _ in benchmark.scaledIterations {
      blackHole(input.base.items(in: screen))
    }
  } setup: {
    single()
  }
  Benchmark("L7 layout 100k list, explicit sizes", configuration: fast) { benchmark, input in
    for _ in benchmark.scaledIterations {
      var layout = ListLayout()
      layout.layout(
        input.sections, containerSize: LayoutInput.container, size: explicitSizes(input.sections))
      blackHole(layout)
    }
  } setup: {
    ListEditInput(count: 100_000)
  }
  Benchmark("L8 apply 1 inserted or deleted near the top, 100k list", configuration: fast) {
    benchmark, input in
    // One layout edited in place, as a host does: the edit alternates with its undoing.
    var layout = input.base
    var grown = false
    for _ in benchmark.scaledIterations {
      if grown {
        layout.apply(input.deletion, sections: input.sections, size: explicitSizes(input.sections))
      } else {
        layout.apply(input.insertion, sections: input.grown, size: explicitSizes(input.grown))
      }
      grown.toggle()
      blackHole(layout.contentSize)
    }
  } setup: {
    ListEditInput(count: 100_000)
  }
}
