import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// The sizes a host lays a list out with, read through the data source's one-pass sizer,
/// against an independent reference that replays the controller's rules on a log of what was
/// measured: an explicit or relative size as given (made safe); a measured cell's size when its
/// identifier was measured with the same content in this container; else the model's own
/// estimate; else the mean of every size measured for its model type in this container; else
/// measured now, which the log then holds.
///
/// Cases mix those kinds in two model types over several sections, measure a random part of
/// the list first, then change some contents, the container width, or neither, and ask for
/// every element in reading order or in a random order.
@Suite("Layout sizes: the one-pass sizer")
@MainActor
struct LayoutSizerPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...64)

  @Test("the sizer answers every element as the rules say, measuring only what they say")
  func sizerFollowsTheRules() async {
    await propertyCheck(count: propertyCases(2000), input: Self.raw) { raw in
      var run = SizerRun(raw)
      await run.check()
    }
  }
}

/// The two model types a case mixes: their means are kept apart.
enum FirstFamily {}
enum SecondFamily {}

/// How a ``SizerModel`` is sized.
enum SizerKind: Equatable, Sendable {
  case explicit(CGSize)
  case measured
  case estimated(CGSize)
  case relative
}

struct SizerModel<Family>: CellModel, Equatable {
  var identifier: String
  var content: Int
  var kind: SizerKind

  var cellType: any ListCell.Type { TextCell.self }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    switch kind {
    case .explicit(let size): .explicit(size)
    case .measured, .estimated: .autolayout
    case .relative: .relative
    }
  }

  func estimatedSize(constrainedTo containerSize: CGSize) -> CGSize? {
    if case .estimated(let size) = kind { size } else { nil }
  }
}

/// A relative size from the model's content alone.
@MainActor
private final class ContentSizer: ListSizeDelegate {
  func size(
    for model: any CellModel, sectionModels: [any CellModel], containerSize: CGSize
  ) -> CGSize {
    CGSize(width: containerSize.width / 2, height: CGFloat(SizerRun.content(of: model) % 7))
  }
}

@MainActor
private struct SizerRun {
  var random: SeededDraws
  let host = SimulatedListHost()
  let controller: ListController<SimulatedListHost>
  let sizer = ContentSizer()
  /// Every size measured since the container last changed, in order.
  var log: [(identifier: String, content: Int, family: ObjectIdentifier, size: CGSize)] = []

  init(_ raw: [Int]) {
    random = SeededDraws(raw)
    controller = ListController(host: host, policy: .alwaysAnimate)
    controller.sizeDelegate = sizer
    controller.diagnosticHandler = { _ in }
  }

  static func content(of model: any CellModel) -> Int {
    switch model {
    case let model as SizerModel<FirstFamily>: model.content
    case let model as SizerModel<SecondFamily>: model.content
    default: -1
    }
  }

  static func family(of model: any CellModel) -> ObjectIdentifier {
    ObjectIdentifier(type(of: model))
  }

  /// A height that depends on the identifier, the content and the width.
  static func measuredSize(of model: any CellModel, in size: CGSize) -> CGSize {
    let seed = abs(model.identifier.utf8.reduce(content(of: model)) { $0 &* 31 &+ Int($1) })
    return CGSize(width: size.width, height: CGFloat(1 + seed % 5) * (size.width < 300 ? 2 : 1))
  }

  mutating func check() async {
    host.containerSize = CGSize(width: 320, height: 200)
    var sections = randomSections()
    await controller.updateAndWait(with: sections, animated: false)
    let logged = LogBox()
    host.measurement = { model, size in
      let measured = Self.measuredSize(of: model, in: size)
      logged.entries.append(
        (model.identifier, Self.content(of: model), Self.family(of: model), measured))
      return measured
    }
    // Measure a random part of the list.
    for (section, models) in sections.enumerated() {
      for item in models.cellModels.indices where random.chance(0.4) {
        _ = controller.elementSize(of: .cell, at: IndexPath(item: item, section: section))
      }
    }
    if random.chance(0.5) {
      sections = sections.map { section in
        var section = section
        section.cellModels = section.cellModels.map { random.chance(0.3) ? changed($0) : $0 }
        return section
      }
      await controller.updateAndWait(with: sections, animated: false)
    }
    log = logged.entries.map { ($0.0, $0.1, $0.2, $0.3) }
    if random.chance(0.25) {
      host.containerSize = CGSize(width: 200, height: 200)
      log = []
    }
    guard let dataSource = host.dataSource else {
      Issue.record("no data source")
      return
    }
    let sizer = dataSource.layoutSizer()
    var paths: [(LayoutElement.Kind, IndexPath)] = []
    for (section, models) in sections.enumerated() {
      paths.append((.header, IndexPath(item: 0, section: section)))
      for item in models.cellModels.indices {
        paths.append((.cell, IndexPath(item: item, section: section)))
      }
    }
    if random.chance(0.5) { paths = random.shuffled(paths) }
    let before = logged.entries.count
    for (kind, path) in paths {
      let expected = reference(kind, path, sections: sections)
      let given = sizer(kind, path)
      #expect(
        given.isEstimated == expected.isEstimated
          && abs(given.size.width - expected.size.width) < 1e-9
          && abs(given.size.height - expected.size.height) < 1e-9,
        "\(kind) \(path): \(given) instead of \(expected)")
      // The reference's measurements are the sizer's: the same identifiers, in order.
      let measuredNow = logged.entries[min(before, logged.entries.count)...].map(\.0)
      let expectedNow = log.suffix(measuredNow.count).map(\.identifier)
      #expect(measuredNow == expectedNow, "measured \(measuredNow), expected \(expectedNow)")
      if measuredNow != expectedNow { return }
    }
  }

  /// What the rules say the element at `path` is laid out at; a measurement the rules make is
  /// logged.
  mutating func reference(
    _ kind: LayoutElement.Kind, _ path: IndexPath, sections: [Section]
  ) -> ElementSize {
    guard kind == .cell else { return .exact(.zero) }
    let model = sections[path.section].cellModels[path.item]
    let width = host.containerSize.width
    let sized = { (size: CGSize) in
      CGSize(
        width: ListLayout.sanitizedExtent(size.width),
        height: ListLayout.sanitizedExtent(size.height))
    }
    let kindOfModel: SizerKind =
      (model as? SizerModel<FirstFamily>)?.kind ?? (model as? SizerModel<SecondFamily>)?.kind
      ?? .measured
    switch kindOfModel {
    case .explicit(let size): return .exact(sized(size))
    case .relative:
      return .exact(CGSize(width: width / 2, height: CGFloat(Self.content(of: model) % 7)))
    case .measured, .estimated:
      let content = Self.content(of: model)
      if let last = log.last(where: { $0.identifier == model.identifier }), last.content == content
      {
        return .exact(last.size)
      }
      if case .estimated(let size) = kindOfModel { return .estimated(sized(size)) }
      let family = Self.family(of: model)
      let sizes = log.filter { $0.family == family }.map(\.size)
      if !sizes.isEmpty {
        let count = CGFloat(sizes.count)
        return .estimated(
          CGSize(
            width: sizes.reduce(0) { $0 + $1.width } / count,
            height: sizes.reduce(0) { $0 + $1.height } / count))
      }
      let measured = Self.measuredSize(
        of: model, in: CGSize(width: width, height: .greatestFiniteMagnitude))
      log.append((model.identifier, content, family, measured))
      return .exact(measured)
    }
  }

  mutating func randomSections() -> [Section] {
    var next = 0
    return (0..<random.int(in: 1...4)).map { section in
      Section(
        cellModels: (0..<random.int(in: 0...12)).map { _ in
          next += 1
          return randomModel("i\(next)")
        },
        identifier: "s\(section)")
    }
  }

  mutating func randomModel(_ identifier: String) -> any CellModel {
    let kind: SizerKind
    switch random.int(in: 0...9) {
    case 0: kind = .explicit(CGSize(width: 10, height: CGFloat(random.int(in: -2...9))))
    case 1: kind = .estimated(CGSize(width: 320, height: CGFloat(random.int(in: 1...9))))
    case 2: kind = .relative
    default: kind = .measured
    }
    let content = random.int(in: 0...3)
    return random.chance(0.5)
      ? SizerModel<FirstFamily>(identifier: identifier, content: content, kind: kind)
      : SizerModel<SecondFamily>(identifier: identifier, content: content, kind: kind)
  }

  mutating func changed(_ model: any CellModel) -> any CellModel {
    if var model = model as? SizerModel<FirstFamily> {
      model.content += 1
      return model
    }
    if var model = model as? SizerModel<SecondFamily> {
      model.content += 1
      return model
    }
    return model
  }
}

/// The measurements the host made, shared with its measuring closure.
@MainActor
private final class LogBox {
  var entries: [(String, Int, ObjectIdentifier, CGSize)] = []
}

/// Draws from a property case's raw integers, cycling, mixed with a counter.
private struct SeededDraws {
  private let raw: [Int]
  private var position = 0

  init(_ raw: [Int]) { self.raw = raw.isEmpty ? [0] : raw }

  mutating func next() -> Int {
    defer { position += 1 }
    let value = raw[position % raw.count] &+ position &* 0x9E37_79B9
    return abs(value ^ (value >> 7))
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next() % (range.upperBound - range.lowerBound + 1)
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double(next() % 1000) < probability * 1000
  }

  mutating func shuffled<T>(_ values: [T]) -> [T] {
    var values = values
    for index in values.indices.reversed() where index > 0 {
      values.swapAt(index, int(in: 0...index))
    }
    return values
  }
}
