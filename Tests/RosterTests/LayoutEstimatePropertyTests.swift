import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Lists laid out from estimates, then measured a rectangle at a time between random edits,
/// against an independent reference: the exact sizes (each cell's `BoxModel`, the "truth"),
/// and per cell identifier the estimate it is placed at until it is measured.
///
/// Cases mix every distribution, bands, headers, footers, pinning, both scroll directions and
/// right to left (``LayoutSplicePropertyTests/randomSection(_:direction:maxItems:_:)``); edits
/// are random batches applied (inserted, reloaded and rebound cells estimated afresh, at random)
/// and cells changed through hand-made invalidations. A cell leaves the reference when a
/// measure asks for its size. An estimate never has its cell's exact extent along the section's
/// flow (across it, it may), so the flags are checked against the frames too: a cell flagged is
/// placed at its estimate, one not flagged at its exact size. The exception is half the cells
/// a layout to a horizon leaves at one estimate: exactly as long, so that measuring them keeps
/// their frames.
@Suite("Layout: estimated sizes")
struct LayoutEstimatePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...48)
  static let count = 3000

  @Test("measuring everything after random measures and edits equals a full layout of the truth")
  func measuringConverges() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.play()
      run.measure(Run.everything, bandOffsets: run.randomBandOffsets())
      run.expectConverged()
    }
  }

  @Test("after every layout, edit and measure, exactly the reference's cells are estimated")
  func flagsAreTruthful() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.checks = [.flags]
      run.expectTruthfulFlags()
      run.play()
    }
  }

  /// Nor changes it, but for the last cell of a row a measured cell joins, which no longer fills
  /// it (see ``Run/expectStable(_:measured:)``).
  @Test("measuring never moves a frame before the first cell it measures")
  func measuringKeepsEarlierFrames() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.checks = [.stability]
      run.play()
    }
  }

  @Test("after measuring a rectangle, no cell crossing it is estimated")
  func measuredRectangleHasNoEstimates() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.checks = [.measuredRect]
      run.play()
    }
  }

  @Test("after every step the layout is a full layout of the sizes it was given")
  func layoutIsConsistent() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.checks = [.consistent]
      run.play()
    }
  }

  /// Unless the item is measured into the row before (in a proportional distribution) or sits
  /// in a band, laid out again whole.
  @Test("measuring from the first visible item keeps that item where it is")
  func firstVisibleItemStays() async {
    await propertyCheck(count: propertyCases(Self.count), input: Self.raw) { raw in
      var run = Run(raw)
      run.checks = [.firstVisibleItem]
      run.play()
    }
  }
}

extension LayoutEstimatePropertyTests {
  /// What a ``Run`` checks as it goes, besides what its test checks at the end.
  struct Checks: OptionSet {
    let rawValue: Int
    /// Flags against the reference after every step (property 2).
    static let flags = Checks(rawValue: 1)
    /// Frames before the first cell a pass measures do not move (property 3).
    static let stability = Checks(rawValue: 2)
    /// No cell crossing a measured rectangle is estimated (property 4).
    static let measuredRect = Checks(rawValue: 4)
    /// Measures from the first visible item now and then, and expects it to stay.
    static let firstVisibleItem = Checks(rawValue: 8)
    /// The layout equals a full layout of the reference's sizes after every step.
    static let consistent = Checks(rawValue: 16)
  }

  /// A random list laid out from estimates, the reference, and the steps it goes through.
  struct Run {
    /// A rectangle containing any content the cases make, bands scrolled anywhere included.
    static let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    let direction: ScrollDirection
    let container: CGSize
    let reading: ListLayout.LayoutDirection
    /// How likely a new cell is to be estimated, in quarters.
    let density: Int
    var source: RawSource
    /// The sections, whose `BoxModel`s hold the exact sizes.
    var state: [Section]
    /// The reference: the estimate of every cell placed at one, by identifier.
    var estimates: [String: CGSize] = [:]
    var layout: ListLayout
    var log: [String] = []
    var checks: Checks = []

    init(_ raw: [Int]) {
      var source = RawSource(raw)
      let direction: ScrollDirection = source.next(3) == 0 ? .horizontal : .vertical
      self.direction = direction
      container =
        direction == .vertical ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
      reading = source.next(3) == 0 ? .rightToLeft : .leftToRight
      density = source.next(5)
      var state = (0..<(1 + source.next(3))).map { index in
        LayoutSplicePropertyTests.randomSection(
          "s\(index)", direction: direction, maxItems: 30, &source)
      }
      for index in state.indices {
        state[index].constraints.pinning = Pinning(rawValue: source.next(4))
      }
      self.state = state
      layout = ListLayout(scrollDirection: direction, layoutDirection: reading)
      self.source = source
      for section in state {
        for model in Self.boxes(section) {
          estimates[model.identifier] = randomEstimate(
            for: model, flow: section.constraints.scrollDirection)
        }
      }
      // Half the lists are laid out to a horizon, asked for the sizes before it only.
      let horizon =
        source.next(2) == 0
        ? CGFloat.infinity : CGFloat(source.next(3 * Int(direction.main(container))))
      if horizon < .infinity { deferSizes(after: horizon) }
      log.append("horizon \(horizon)")
      layout.layout(state, containerSize: container, sizing: sizing(), sizingUpTo: horizon)
    }

    /// The reference of a layout to `horizon`: in each section flowing with the list whose
    /// cells are rows of their own or equal columns, the cells from the first (but the first
    /// cell) starting a row at or past the horizon are estimated at the size given to the cell
    /// before. Found from full layouts of the sizes the reference gives, section by section,
    /// as each section's deferred cells move the ones after it.
    mutating func deferSizes(after horizon: CGFloat) {
      for section in state.indices {
        let constraints = state[section].constraints
        switch constraints.distribution {
        case .entireRow, .equally: break
        case .proportionally, .proportionallyWithLastCellFillingWidth: continue
        }
        guard constraints.scrollDirection == direction else { continue }
        var full = ListLayout(scrollDirection: direction)
        full.layout(state, containerSize: container, sizing: sizing())
        let boxes = Self.boxes(state[section])
        func frame(_ item: Int) -> CGRect {
          full.frame(for: IndexPath(item: item, section: section)) ?? .null
        }
        func crossStart(_ frame: CGRect) -> CGFloat {
          direction == .vertical ? frame.minX : frame.minY
        }
        for item in boxes.indices.dropFirst() {
          // A row starts where the cells go back across the section (or each cell is a row).
          let startsRow = crossStart(frame(item)) <= crossStart(frame(item - 1))
          guard startsRow, direction.mainSpan(frame(item)).start >= horizon else { continue }
          let given = estimates[boxes[item - 1].identifier] ?? boxes[item - 1].exactSize
          for later in boxes[item...] { estimates[later.identifier] = given }
          // Half the time the cells past the horizon are as long as their estimate, as a
          // table's rows are: measured, they are placed where they were.
          if direction.main(given) >= 1, boxes.count == state[section].cellModels.count,
            source.next(2) == 0
          {
            let along = direction.main(given)
            let resized: [any CellModel] = boxes[item...].map { box in
              let across = direction.cross(box.exactSize)
              return direction.isVertical
                ? BoxModel(box.identifier, width: across, height: along)
                : BoxModel(box.identifier, width: along, height: across)
            }
            state[section].cellModels.replaceSubrange(item..., with: resized)
          }
          break
        }
      }
    }

    // MARK: Steps

    /// One to eight random steps: measures of random rectangles (some covering everything),
    /// batches applied, and cells changed through a hand-made invalidation.
    mutating func play() {
      for step in 0..<(1 + source.next(8)) {
        switch source.next(6) {
        case 0:
          applyRandomBatch(step: step)
        case 1:
          changeRandomCells()
        default:
          if checks.contains(.firstVisibleItem), source.next(2) == 0 {
            measureFromRandomItem()
          } else {
            let rect =
              source.next(6) == 0
              ? Self.everything
              : LayoutQueryPropertyTests.randomRect(&source, in: layout.contentSize)
            measure(rect, bandOffsets: randomBandOffsets())
          }
        }
        if checks.contains(.flags) { expectTruthfulFlags() }
        if checks.contains(.consistent) { expectConsistent() }
      }
    }

    /// The layout is a full layout of the sizes the reference gives: estimates where it has
    /// them, exact sizes elsewhere.
    func expectConsistent() {
      var full = ListLayout(scrollDirection: direction, layoutDirection: reading)
      full.layout(state, containerSize: container, sizing: sizing())
      expectSameGeometry(layout, full, "inconsistent\n" + context)
    }

    /// Measures the estimated cells `rect` shows, the truth answering, and updates the
    /// reference: every cell asked for is measured, and leaves it.
    mutating func measure(_ rect: CGRect, bandOffsets: [Int: CGFloat]) {
      log.append("measure \(rect) offsets \(bandOffsets)")
      let before = layout
      let truth = boxSize(in: state)
      var asked: [IndexPath] = []
      let measured = layout.measureEstimatedItems(
        in: rect, bandOffsets: bandOffsets, sections: state
      ) { kind, path in
        if kind == .cell { asked.append(path) }
        return truth(kind, path)
      }
      // The cells asked for are measured: the estimated ones among them are the ones counted.
      var found: [IndexPath] = []
      for path in Set(asked) {
        guard let model = Self.model(in: state, at: path), estimates[model.identifier] != nil
        else { continue }
        estimates[model.identifier] = nil
        found.append(path)
      }
      #expect(measured == found.count, "measured \(measured) of \(found)\n\(context)")
      // The part of the content `rect` covered, where the measures moved it (they move every
      // frame of a horizontal list read right to left as its content's width changes).
      let shown = layout.mirrored(before.mirrored(rect))
      if checks.contains(.measuredRect) { expectNoEstimate(crossing: shown, bandOffsets) }
      if checks.contains(.stability) { expectStable(before, measured: found) }
    }

    /// Measures a rectangle starting at a random cell's row, a container long, and across
    /// everything: the first item it shows is expected to stay where it is.
    mutating func measureFromRandomItem() {
      let paths = Self.paths(in: state)
      guard !paths.isEmpty,
        let frame = layout.frame(for: paths[source.next(paths.count)])
      else { return }
      let start = direction.mainSpan(layout.mirrored(frame)).start
      let length = direction.main(container)
      let neutral =
        direction.isVertical
        ? CGRect(x: -1e7, y: start, width: 2e7, height: length)
        : CGRect(x: start, y: -1e7, width: length, height: 2e7)
      let rect = layout.mirrored(neutral)
      // An estimated cell of no extent at the rectangle's start shows nothing, yet is measured.
      let shown = layout.items(in: rect) + layout.estimatedItems(in: rect)
      guard let first = shown.min(),
        let firstFrame = layout.frame(for: first)
      else { return }
      let origin = layout.mirrored(firstFrame).origin
      let wasEstimated = layout.isEstimated(first)
      measure(rect, bandOffsets: [:])
      guard let now = layout.frame(for: first).map({ layout.mirrored($0).origin }) else {
        Issue.record("first visible item \(first) gone\n\(context)")
        return
      }
      // In a proportional distribution, the item measured narrower may join the row before.
      let proportional: Bool
      switch state[first.section].constraints.distribution {
      case .proportionally, .proportionallyWithLastCellFillingWidth: proportional = true
      default: proportional = false
      }
      // A band is laid out again whole, its estimated cells measured before it.
      let inBand = layout.bandLength(ofSection: first.section) != nil
      let joinedRowBefore =
        proportional && wasEstimated
        && direction.mainSpan(CGRect(origin: now, size: .zero)).start
          < direction.mainSpan(CGRect(origin: origin, size: .zero)).start
      #expect(
        now == origin || joinedRowBefore || inBand,
        "first visible item \(first) moved from \(origin) to \(now)\n\(context)")
    }

    /// A random batch of deletions, insertions, moves, reloads and rebinds, applied: inserted,
    /// reloaded and rebound cells are estimated afresh, at random, or as long as the last
    /// estimate of their section.
    mutating func applyRandomBatch(step: Int) {
      let (batch, batched) = LayoutSplicePropertyTests.randomBatch(
        of: state, step: step, &source)
      var fresh: Set<String> = []
      for path in batch.itemReloads {
        if let model = Self.model(in: state, at: path) { fresh.insert(model.identifier) }
      }
      for path in batch.itemRebinds {
        if let model = Self.model(in: batched, at: path) { fresh.insert(model.identifier) }
      }
      let present = Set(state.flatMap { Self.boxes($0).map(\.identifier) })
      var next = batched
      // Half the batches bring their new cells as long as the section's last estimate, as a
      // list's rows of one height are, estimated at it or (half of them) exactly that long.
      let likeTheLast = source.next(2) == 0
      var estimates: [String: CGSize] = [:]
      for index in next.indices {
        let flow = next[index].constraints.scrollDirection
        let last = state.first { $0.identifier == next[index].identifier }
          .flatMap { Self.boxes($0).last { self.estimates[$0.identifier] != nil } }
          .flatMap { self.estimates[$0.identifier] }
        for (item, model) in Self.boxes(next[index]).enumerated() {
          let isNew = fresh.contains(model.identifier) || !present.contains(model.identifier)
          guard isNew else {
            estimates[model.identifier] = self.estimates[model.identifier]
            continue
          }
          guard likeTheLast, let last, flow.main(last) >= 1,
            Self.boxes(next[index]).count == next[index].cellModels.count
          else {
            estimates[model.identifier] = randomEstimate(for: model, flow: flow)
            continue
          }
          if source.next(2) == 0 {
            estimates[model.identifier] = last
          } else {
            let across = flow.cross(model.exactSize)
            next[index].cellModels[item] =
              flow.isVertical
              ? BoxModel(model.identifier, width: across, height: flow.main(last))
              : BoxModel(model.identifier, width: flow.main(last), height: across)
          }
        }
      }
      self.estimates = estimates
      state = next
      let trusted = source.next(2) == 0
      log.append("batch \(batch) trusted \(trusted)")
      layout.apply(batch, sections: state, sizing: sizing(), namesEveryChangedSection: trusted)
    }

    /// New content (exact size and estimate) for a few cells of one section, laid out again
    /// through an invalidation that edits (or, now and then, lays out) that section alone.
    mutating func changeRandomCells() {
      guard !state.isEmpty else { return }
      let section = source.next(state.count)
      var models = Self.boxes(state[section])
      guard !models.isEmpty else { return }
      let flow = state[section].constraints.scrollDirection
      let items = Set((0...source.next(3)).map { _ in source.next(models.count) }).sorted()
      for item in items {
        let model = LayoutSplicePropertyTests.randomModel(
          models[item].identifier, flow: flow, &source)
        models[item] = model
        estimates[model.identifier] = randomEstimate(for: model, flow: flow)
      }
      state[section].cellModels = models
      let change: LayoutInvalidation.SectionChange =
        source.next(4) == 0
        ? .layOut
        : .edit(
          previous: section,
          replacements: items.map { .init(previous: $0..<($0 + 1), current: $0..<($0 + 1)) })
      log.append("change \(items) of section \(section): \(change)")
      let invalidation = LayoutInvalidation(
        sections: state.indices.map { $0 == section ? change : .keep(previous: $0) })
      layout.relayout(
        invalidation, sections: state, sizing: sizing(),
        namesEveryChangedSection: source.next(2) == 0)
    }

    // MARK: Checks

    /// Property 2: each cell is estimated exactly when the reference says so, placed at the
    /// extent it says (along its section's flow), and `estimatedItems(in:)` finds the
    /// reference's estimated cells crossing random rectangles (whole bands).
    mutating func expectTruthfulFlags() {
      var wrong: [String] = []
      for path in Self.paths(in: state) {
        guard let model = Self.model(in: state, at: path) else { continue }
        let estimate = estimates[model.identifier]
        if layout.isEstimated(path) != (estimate != nil) {
          wrong.append("\(path) isEstimated \(layout.isEstimated(path))")
        }
        let flow = state[path.section].constraints.scrollDirection
        if let frame = layout.frame(for: path),
          flow.main(frame.size) != flow.main(estimate ?? model.exactSize)
        {
          wrong.append("\(path) at \(frame) for estimate \(String(describing: estimate))")
        }
      }
      #expect(wrong.isEmpty, "\(wrong)\n\(context)")
      #expect(layout.estimatedItemCount == estimates.count, "\(context)")
      for section in state.indices {
        let end = IndexPath(item: state[section].cellModels.count, section: section)
        #expect(!layout.isEstimated(end), "\(context)")
      }
      #expect(!layout.isEstimated(IndexPath(item: 0, section: state.count)), "\(context)")
      for _ in 0..<3 {
        let rect =
          source.next(8) == 0
          ? Self.everything : LayoutQueryPropertyTests.randomRect(&source, in: layout.contentSize)
        let offsets = randomBandOffsets()
        #expect(
          layout.estimatedItems(in: rect, bandOffsets: offsets)
            == expectedEstimatedItems(in: rect, bandOffsets: offsets),
          "\(rect) offsets \(offsets)\n\(context)")
      }
    }

    /// The reference's `estimatedItems(in:bandOffsets:)`: its estimated cells whose frames, as
    /// shown, cross `rect`, and every estimated cell of a band one of whose estimated cells
    /// does.
    func expectedEstimatedItems(in rect: CGRect, bandOffsets: [Int: CGFloat]) -> [IndexPath] {
      var found: [IndexPath] = []
      for section in state.indices {
        let estimated = Self.paths(in: state).filter { path in
          path.section == section
            && Self.model(in: state, at: path).map { estimates[$0.identifier] != nil } == true
        }
        let crossing = estimated.filter { path in
          shownFrame(path, bandOffsets).map { Self.crosses(estimated: $0, rect) } ?? false
        }
        if layout.bandLength(ofSection: section) != nil {
          if !crossing.isEmpty { found += estimated }
        } else {
          found += crossing
        }
      }
      return found
    }

    /// Property 4: no cell whose frame, as shown, crosses `rect` is estimated.
    func expectNoEstimate(crossing rect: CGRect, _ bandOffsets: [Int: CGFloat]) {
      let estimated = Self.paths(in: state).filter { path in
        layout.isEstimated(path)
          && (shownFrame(path, bandOffsets).map { Self.crosses(estimated: $0, rect) } ?? false)
      }
      #expect(estimated.isEmpty, "estimated in \(rect): \(estimated)\n\(context)")
      #expect(layout.estimatedItems(in: rect, bandOffsets: bandOffsets).isEmpty, "\(context)")
    }

    /// Property 3: no element of `before` lying entirely before the first cell the pass
    /// measured (along the main axis, in reading order) moves or changes its extent along the
    /// main axis; nor does its frame change at all, but for the last cell of a row that a
    /// measured cell joined in a section whose rows' last cells fill them. Compared
    /// direction-neutral: in a horizontal list read right to left the content's x axis is
    /// reversed, so every frame moves when the content's length changes.
    func expectStable(_ before: ListLayout, measured: [IndexPath]) {
      // A band is laid out whole: its first cell along the list's main axis is measured.
      let firstStart =
        measured.flatMap { path in
          before.bandLength(ofSection: path.section) == nil
            ? [path]
            : (0..<before.numberOfItems(inSection: path.section)).map {
              IndexPath(item: $0, section: path.section)
            }
        }
        .compactMap { before.frame(for: $0) }
        .map { direction.mainSpan(before.mirrored($0)).start }.min() ?? .infinity
      var moved: [String] = []
      for element in LayoutQueryPropertyTests.scan(before) {
        let was = before.mirrored(element.frame)
        let span = direction.mainSpan(was)
        // An element with no extent at the first cell measured is not before it.
        guard span.start < firstStart, span.end <= firstStart else { continue }
        let now: CGRect?
        switch element.kind {
        case .cell: now = layout.frame(for: element.indexPath)
        case .header: now = layout.frame(ofHeaderInSection: element.indexPath.section)
        case .footer: now = layout.frame(ofFooterInSection: element.indexPath.section)
        }
        guard let now = now.map(layout.mirrored) else {
          moved.append("\(element.kind) \(element.indexPath) gone")
          continue
        }
        let fills: Bool
        if case .proportionallyWithLastCellFillingWidth = state[element.indexPath.section]
          .constraints.distribution
        {
          fills = element.kind == .cell
        } else {
          fills = false
        }
        let kept =
          fills
          ? now.origin == was.origin && direction.main(now.size) == direction.main(was.size)
          : now == was
        if !kept { moved.append("\(element.kind) \(element.indexPath) \(was) → \(now)") }
      }
      #expect(moved.isEmpty, "first measured at \(firstStart): \(moved)\n\(context)")
      if measured.isEmpty {
        #expect(layout.contentSize == before.contentSize, "\(context)")
      }
    }

    /// Property 1: the layout is a full layout of the truth, with nothing estimated.
    func expectConverged() {
      let full = laidOut(state, in: container, direction: direction, layoutDirection: reading)
      #expect(layout.estimatedItemCount == 0, "\(context)")
      expectSameGeometry(layout, full, context)
      #expect(layout.longestBand == full.longestBand, "\(context)")
      #expect(LayoutQueryPropertyTests.scan(layout) == LayoutQueryPropertyTests.scan(full))
      var source = self.source
      for _ in 0..<4 {
        let rect = LayoutQueryPropertyTests.randomRect(&source, in: full.contentSize)
        let offsets = LayoutMirrorPropertyTests.randomBandOffsets(&source, in: full)
        let comment: Comment = "\(rect) offsets \(offsets)\n\(context)"
        #expect(
          layout.items(in: rect, bandOffsets: offsets)
            == full.items(in: rect, bandOffsets: offsets),
          comment)
        #expect(
          layout.elements(in: rect, bandOffsets: offsets, pinnedIn: rect)
            == full.elements(in: rect, bandOffsets: offsets, pinnedIn: rect), comment)
        #expect(layout.bands(in: rect) == full.bands(in: rect), comment)
      }
    }

    // MARK: Reference

    /// What a host would answer for the layout: a cell's estimate while the reference has one,
    /// else its exact size.
    func sizing() -> (LayoutElement.Kind, IndexPath) -> ElementSize {
      let truth = boxSize(in: state)
      let state = state
      let estimates = estimates
      return { kind, path in
        if kind == .cell, let model = Self.model(in: state, at: path),
          let estimate = estimates[model.identifier]
        {
          return .estimated(estimate)
        }
        return .exact(truth(kind, path))
      }
    }

    /// An estimate for `model` in a section flowing along `flow`, or `nil` (exact) at random:
    /// its extent along the flow is never the model's, across the flow it may be.
    mutating func randomEstimate(for model: BoxModel, flow: ScrollDirection) -> CGSize? {
      guard source.next(4) < density else { return nil }
      // 0…30 but the exact extent (1…30).
      let exact = Int(flow.main(model.exactSize))
      let along = CGFloat((exact + 1 + source.next(30)) % 31)
      let across = source.next(2) == 0 ? flow.cross(model.exactSize) : CGFloat(source.next(7) * 30)
      return flow.isVertical
        ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The frame of the cell at `path` where it shows: a band's cells moved by its offset.
    func shownFrame(_ path: IndexPath, _ bandOffsets: [Int: CGFloat]) -> CGRect? {
      guard let frame = layout.frame(for: path) else { return nil }
      guard layout.bandLength(ofSection: path.section) != nil,
        let offset = bandOffsets[path.section]
      else { return frame }
      return layout.frame(frame, inBandScrolledBy: offset)
    }

    mutating func randomBandOffsets() -> [Int: CGFloat] {
      LayoutMirrorPropertyTests.randomBandOffsets(&source, in: layout)
    }

    var context: String {
      let estimated = estimates.keys.sorted().map { "\($0): \(estimates[$0] ?? .zero)" }
      return
        "\(direction) \(reading) \(LayoutSplicePropertyTests.describe(state))\nestimates "
        + "\(estimated)\nafter \(log)"
    }

    /// Whether an estimated cell's frame crosses `rect`: it shares an area with it, where it
    /// has an extent; where it has none, it lies within `rect`, edges included (an estimate of
    /// zero is measured too).
    static func crosses(estimated frame: CGRect, _ rect: CGRect) -> Bool {
      let rect = rect.standardized
      func crosses(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> Bool {
        low == high ? start <= low && high <= end : low < end && start < high
      }
      return crosses(frame.minX, frame.maxX, rect.minX, rect.maxX)
        && crosses(frame.minY, frame.maxY, rect.minY, rect.maxY)
    }

    static func boxes(_ section: Section) -> [BoxModel] {
      section.cellModels.compactMap { $0 as? BoxModel }
    }

    static func model(in sections: [Section], at path: IndexPath) -> BoxModel? {
      guard sections.indices.contains(path.section),
        sections[path.section].cellModels.indices.contains(path.item)
      else { return nil }
      return sections[path.section].cellModels[path.item] as? BoxModel
    }

    static func paths(in sections: [Section]) -> [IndexPath] {
      sections.indices.flatMap { section in
        sections[section].cellModels.indices.map { IndexPath(item: $0, section: section) }
      }
    }
  }
}

extension BoxModel {
  var exactSize: CGSize { CGSize(width: width, height: height) }
}
