import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Sequences of random edits — insertions, deletions, moves and resizes anywhere in sections
/// of up to 40 items, several per batch — applied one batch at a time, each result against a
/// full layout of the state it reaches: the rows a splice keeps and shifts are exactly the
/// ones a full layout places.
@Suite("Layout: spliced sections")
struct LayoutSplicePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...48)

  @Test("applying random edit batches equals a full layout after every batch")
  func editSequencesEqualFullLayouts() async {
    await checkEditSequences(count: 3000, maxItems: 40, maxEdits: 3, maxSteps: 6)
  }

  @Test("many scattered edits in long sections equal a full layout after every batch")
  func scatteredEditsInLongSectionsEqualFullLayouts() async {
    await checkEditSequences(count: 1500, maxItems: 300, maxEdits: 12, maxSteps: 4)
  }

  /// Runs `count` cases of one to two random sections of up to `maxItems` items, applies one
  /// to `maxSteps` random batches (``randomBatch(of:step:maxEdits:_:)``) one at a time, and
  /// expects the layout after every batch to equal a full layout of the state it reaches.
  /// Failures are recorded at `sourceLocation`, the property that asked, so each reports its own.
  private func checkEditSequences(
    count: Int, maxItems: Int, maxEdits: Int, maxSteps: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await propertyCheck(
      count: propertyCases(count), input: Self.raw,
      perform: { raw in
        var source = RawSource(raw)
        let direction: ScrollDirection = source.next(3) == 0 ? .horizontal : .vertical
        let container =
          direction == .vertical
          ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
        var state = (0..<(1 + source.next(2))).map { index in
          Self.randomSection("s\(index)", direction: direction, maxItems: maxItems, &source)
        }
        var layout = laidOut(state, in: container, direction: direction)
        var log: [String] = []
        for step in 0..<(1 + source.next(maxSteps)) {
          let (batch, next) = Self.randomBatch(of: state, step: step, maxEdits: maxEdits, &source)
          log.append(batch.description)
          layout.apply(batch, sections: next, size: boxSize(in: next))
          state = next
          expectSameGeometry(
            layout, laidOut(state, in: container, direction: direction),
            "\(direction) \(Self.describe(state)) after \(log)", sourceLocation: sourceLocation)
        }
      }, sourceLocation: sourceLocation)
  }

  /// A batch measures the items it changed and the items sharing a row with them, never the
  /// unchanged items between scattered edits: in a list of 2,000 rows (or a grid of 3 columns)
  /// with a few edits at random places, the cells measured are at most the changed ones plus
  /// a row's worth on either side of each edit, and in the list, where every cell is a row of
  /// its own, only the items that arrived (inserted, moved in, reloaded or rebound).
  @Test("scattered edits measure only the changed items and, in a grid, their rows' neighbours")
  func scatteredEditsMeasureOnlyTheirRows() async {
    await propertyCheck(count: propertyCases(200), input: Self.raw) { raw in
      var source = RawSource(raw)
      let columns = source.next(2) == 0 ? 1 : 3
      let sizes = (0..<2000).map { _ in (CGFloat(100), CGFloat(1 + source.next(40))) }
      let constraints = Constraints(
        distribution: columns == 1 ? .entireRow : .equally(cellsInRow: columns))
      let state = [boxSection("s", sizes: sizes, constraints: constraints)]
      var layout = laidOut(state, in: CGSize(width: 320, height: 480))
      // In a grid, an insertion or deletion that is not a whole row shifts every row after
      // it off the rows it started before, so the grid's batches only change content.
      let (batch, next) =
        columns == 1
        ? Self.randomBatch(of: state, step: 0, maxEdits: 8, &source)
        : Self.randomContentChanges(of: state, count: 1 + source.next(8), &source)
      let edits =
        batch.itemDeletions.count + batch.itemInsertions.count + 2 * batch.itemMoves.count
        + batch.itemReloads.count + batch.itemRebinds.count
      let size = boxSize(in: next)
      var measured = 0
      layout.apply(batch, sections: next) { kind, path in
        if kind == .cell { measured += 1 }
        return size(kind, path)
      }
      expectSameGeometry(layout, laidOut(next, in: CGSize(width: 320, height: 480)), "\(batch)")
      let arrived =
        batch.itemInsertions.count + batch.itemMoves.count + batch.itemReloads.count
        + batch.itemRebinds.count
      #expect(
        measured <= (columns == 1 ? arrived : edits * (1 + 2 * columns)),
        "\(columns) columns: measured \(measured) cells for \(edits) edits: \(batch)")
    }
  }

  /// Rebinds or reloads of `count` random items of the first section, each to a new size.
  static func randomContentChanges(
    of state: [Section], count: Int, _ source: inout RawSource
  ) -> (BatchUpdate, [Section]) {
    var batch = BatchUpdate()
    var next = state
    var models = state[0].cellModels.compactMap { $0 as? BoxModel }
    for _ in 0..<count where !models.isEmpty {
      let index = source.next(models.count)
      models[index].height = CGFloat(1 + source.next(40))
      let path = IndexPath(item: index, section: 0)
      if source.next(2) == 0 {
        batch.itemRebinds.append(path)
      } else {
        batch.itemReloads.append(path)
      }
    }
    next[0].cellModels = models
    return (batch, next)
  }

  /// A section of up to 40 items with random constraints: every distribution, sometimes a
  /// header or footer, now and then flowing across the list (a band, laid out whole).
  static func randomSection(
    _ identifier: String, direction: ScrollDirection, maxItems: Int = 40,
    _ source: inout RawSource
  ) -> Section {
    let distributions: [Distribution] = [
      .entireRow, .equally(cellsInRow: 1 + source.next(3)), .proportionally,
      .proportionallyWithLastCellFillingWidth(minimumWidth: CGFloat(source.next(4) * 40)),
    ]
    let flow: ScrollDirection =
      source.next(8) == 0 ? (direction == .vertical ? .horizontal : .vertical) : direction
    let constraints = Constraints(
      inset: EdgeInsets(
        top: CGFloat(source.next(3) * 5), left: CGFloat(source.next(3) * 7),
        bottom: CGFloat(source.next(3) * 3), right: CGFloat(source.next(3) * 11)),
      minimumLineSpacing: CGFloat(source.next(3) * 4),
      minimumInteritemSpacing: CGFloat(source.next(3) * 6),
      distribution: distributions[source.next(distributions.count)], scrollDirection: flow)
    let models = (0..<source.next(maxItems + 1)).map { index in
      randomModel("\(identifier).\(index)", flow: flow, &source)
    }
    return Section(
      cellModels: models, identifier: identifier,
      headerModel: source.next(3) == 0 ? BoxModel("header", width: 5, height: 12) : nil,
      footerModel: source.next(3) == 0 ? BoxModel("footer", width: 5, height: 7) : nil,
      constraints: constraints)
  }

  /// A box whose extent along `flow` is 1…30 and across it one of a few widths, so that rows
  /// of the proportional distributions hold varying numbers of cells.
  static func randomModel(
    _ identifier: String, flow: ScrollDirection, _ source: inout RawSource
  ) -> BoxModel {
    let across = CGFloat(source.next(7) * 30)
    let along = CGFloat(1 + source.next(30))
    return flow == .vertical
      ? BoxModel(identifier, width: across, height: along)
      : BoxModel(identifier, width: along, height: across)
  }

  /// A legal batch of a few deletions, insertions, moves and resizes (rebinds) in random
  /// sections of `state`, now and then with a new empty section at the end, and the state it
  /// reaches.
  static func randomBatch(
    of state: [Section], step: Int, maxEdits: Int = 3, _ source: inout RawSource
  ) -> (BatchUpdate, [Section]) {
    var batch = BatchUpdate()
    var next = state
    for section in state.indices where source.next(3) > 0 {
      let flow = state[section].constraints.scrollDirection
      let old = state[section].cellModels.compactMap { $0 as? BoxModel }
      var models = old
      var moved: Set<String> = []
      // Deletions and moves take items out (old indices), insertions and moves put them back.
      var taken: [BoxModel] = []
      for _ in 0..<source.next(maxEdits + 1) where !models.isEmpty {
        let removed = models.remove(at: source.next(models.count))
        if source.next(2) == 0 { taken.append(removed) }
      }
      for model in taken {
        models.insert(model, at: source.next(models.count + 1))
        moved.insert(model.identifier)
      }
      for index in 0..<source.next(maxEdits + 1) {
        models.insert(
          randomModel("\(state[section].identifier).new\(step).\(index)", flow: flow, &source),
          at: source.next(models.count + 1))
      }
      // Content changes: a rebind (new index) or a reload (old index) of an unmoved item.
      var rebound: Set<String> = []
      var reloaded: Set<String> = []
      for _ in 0..<source.next(maxEdits) where !models.isEmpty {
        let index = source.next(models.count)
        let identifier = models[index].identifier
        guard !moved.contains(identifier), !rebound.contains(identifier),
          !reloaded.contains(identifier)
        else { continue }
        models[index] = randomModel(identifier, flow: flow, &source)
        if source.next(2) == 0 { rebound.insert(identifier) } else { reloaded.insert(identifier) }
      }
      let oldIndex = Dictionary(
        old.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
      let newIndex = Dictionary(
        models.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
      for (offset, model) in old.enumerated() where newIndex[model.identifier] == nil {
        batch.itemDeletions.append(IndexPath(item: offset, section: section))
      }
      for (offset, model) in models.enumerated() {
        let path = IndexPath(item: offset, section: section)
        if let from = oldIndex[model.identifier] {
          if moved.contains(model.identifier) {
            batch.itemMoves.append(
              IndexPathPair(from: IndexPath(item: from, section: section), to: path))
          } else if rebound.contains(model.identifier) {
            batch.itemRebinds.append(path)
          } else if reloaded.contains(model.identifier) {
            batch.itemReloads.append(IndexPath(item: from, section: section))
          }
        } else {
          batch.itemInsertions.append(path)
        }
      }
      next[section].cellModels = models
    }
    if source.next(5) == 0 {
      batch.sectionInsertions.append(next.count)
      next.append(Section(cellModels: [], identifier: "added\(step)"))
    }
    return (batch, next)
  }

  static func describe(_ sections: [Section]) -> String {
    sections.map { section in
      let sizes = section.cellModels.compactMap { $0 as? BoxModel }
        .map { "\(Int($0.width))×\(Int($0.height))" }
      return "\(section.identifier) \(section.constraints) [\(sizes.joined(separator: " "))]"
    }.joined(separator: "; ")
  }
}
