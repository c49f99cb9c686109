import Foundation
import Roster
@_spi(Testing) import RosterTesting

/// A random pair of list states for the pipeline tests (diff → plan → simulated collection
/// view), decoded from plain integers so that PropertyBased can generate and shrink them.
///
/// Small alphabets (four section identities, six item identities, three contents, two cell
/// kinds) make duplicates, swaps, cross-section moves, moved sections with changing items,
/// empty sections and section deletions common.
struct PipelineCase: CustomStringConvertible {
  var old: [FixtureSection]
  var new: [FixtureSection]

  /// `raw` drives everything: the shape of both states and whether `new` is an edit of `old`
  /// (sections shuffled, items moved across sections, contents and kinds changed) or a
  /// fresh random state.
  init(raw: [Int]) {
    var source = RawSource(raw)
    old = Self.randomState(&source)
    new = source.next(3) == 0 ? Self.randomState(&source) : Self.edit(old, &source)
  }

  init(old: [FixtureSection], new: [FixtureSection]) {
    self.old = old
    self.new = new
  }

  static func randomState(_ source: inout RawSource) -> [FixtureSection] {
    (0..<source.next(5)).map { _ in
      FixtureSection(
        id: "s\(source.next(4))", header: "h\(source.next(2))",
        items: (0..<source.next(6)).map { _ in randomItem(&source) })
    }
  }

  static func randomItem(_ source: inout RawSource) -> FixtureItem {
    FixtureItem(id: "i\(source.next(6))", content: "c\(source.next(3))", kind: source.next(2))
  }

  static func edit(_ state: [FixtureSection], _ source: inout RawSource) -> [FixtureSection] {
    var sections = state
    for _ in 0..<source.next(6) {
      switch source.next(8) {
      case 0 where sections.count > 1:
        sections.swapAt(source.next(sections.count), source.next(sections.count))
      case 1 where !sections.isEmpty:
        sections.remove(at: source.next(sections.count))
      case 2:
        sections.insert(
          FixtureSection(id: "s\(source.next(4))", header: "h0", items: []),
          at: source.next(sections.count + 1))
      case 3, 4:
        let from = source.next(sections.count)
        let to = source.next(sections.count)
        guard !sections.isEmpty, !sections[from].items.isEmpty else { continue }
        let item = sections[from].items.remove(at: source.next(sections[from].items.count))
        sections[to].items.insert(item, at: source.next(sections[to].items.count + 1))
      case 5 where !sections.isEmpty:
        let section = source.next(sections.count)
        sections[section].items.insert(
          randomItem(&source), at: source.next(sections[section].items.count + 1))
      case 6 where !sections.isEmpty:
        let section = source.next(sections.count)
        guard !sections[section].items.isEmpty else { continue }
        let item = source.next(sections[section].items.count)
        sections[section].items[item].content = "c\(source.next(3))"
        sections[section].items[item].kind = source.next(2)
      case 7 where !sections.isEmpty:
        sections[source.next(sections.count)].header = "h\(source.next(2))"
      default:
        continue
      }
    }
    return sections
  }

  var description: String {
    func render(_ state: [FixtureSection]) -> String {
      state.map { section in
        "\(section.id)/\(section.header)["
          + section.items.map {
            "\($0.id):\($0.content):\($0.kind)"
          }.joined(separator: " ") + "]"
      }.joined(separator: " ")
    }
    return "old: \(render(old))\nnew: \(render(new))"
  }
}

typealias SimulatedView = SimulatedCollectionView<String, String>

extension [FixtureSection] {
  /// The state as the simulated collection view holds it: an item's content includes its kind.
  var simulated: [SimulatedView.Section] {
    map { section in
      SimulatedView.Section(
        id: section.id, content: section.header,
        items: section.items.map {
          SimulatedView.Item(id: $0.id, content: "\($0.content)/\($0.kind)")
        })
    }
  }
}

/// Runs a case through diff → plan → simulator: returns the number of batches and what the
/// simulated view shows at the end, or throws the simulator's rejection.
func runPipeline(
  _ pipelineCase: PipelineCase, policy: UpdatePolicy
) throws(BatchUpdateError) -> (stages: Int, shown: [SimulatedView.Section]) {
  let new = pipelineCase.new.simulated
  var view = SimulatedView(sections: pipelineCase.old.simulated)
  let result = plan(from: pipelineCase.old, to: pipelineCase.new, policy: policy)
  switch result {
  case .unchanged:
    break
  case .reload:
    try view.reloadData(new)
  case .batches(let stages):
    for stage in stages {
      try view.apply(stage.batch, updatingTo: stage.shownSectionOffsets.map { new[$0] })
    }
  }
  return (result.stages.count, view.sections)
}
