import Foundation
import PropertyBased
import RosterDiff
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// An update whose sections and items all keep their places is paired by place, without the
/// diff's table, and a model that is a bit-for-bit copy of the displayed one is not compared:
/// random states and rebuilt or edited copies of them (the same models, equal models built
/// again with shared or copied identifiers, changed contents, identifiers and model types,
/// headers, repeated identifiers, items and sections added, removed and swapped) checked
/// against RosterDiff's full diff and, through the controller, against what the simulated host
/// ends up showing.
@Suite("Updates whose items keep their places")
@MainActor
struct SamePlacesPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...32)

  @Test("pairing by place gives the full diff's changes, or declines")
  func pairingByPlaceIsTheFullDiff() async {
    var paired = 0
    var cases = 0
    await propertyCheck(count: propertyCases(4_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      let old = PlacesCase.state(&source)
      let new = PlacesCase.copy(of: old, &source)
      // The controller pairs by place only from identities known to be unique.
      let identities = ItemIdentity.identities(of: old)
      guard Set(identities).count == identities.count else { return }
      cases += 1
      let full = PlacesCase.fullDiff(from: old, to: new)
      let byPlace = SectionedChanges.keepingPlaces(
        from: old, to: new, oldIdentities: identities)
      let keepsPlaces =
        old.map(\.identifier) == new.map(\.identifier)
        && Set(old.map(\.identifier)).count == old.count
        && old.flatMap { $0.cellModels.map(\.identifier) }
          == new.flatMap { $0.cellModels.map(\.identifier) }
        && zip(old, new).allSatisfy { $0.cellModels.count == $1.cellModels.count }
      #expect(
        (byPlace != nil) == keepsPlaces, "\(PlacesCase.describe(old)) → \(PlacesCase.describe(new))"
      )
      if let byPlace {
        paired += 1
        #expect(byPlace == full, "\(PlacesCase.describe(old)) → \(PlacesCase.describe(new))")
      }
    }
    // The generator must reach the fast path often, or the property says little.
    #expect(paired * 3 > cases)
  }

  @Test("updates through the controller show the requested state, bound to its models")
  func updatesShowTheRequestedModels() async {
    await propertyCheck(count: propertyCases(2_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      let (host, controller) = makeController(threshold: .max)
      var diagnostics: [ListDiagnostic] = []
      controller.diagnosticHandler = { diagnostics.append($0) }
      var state = PlacesCase.state(&source)
      controller.update(with: state, animated: false)
      host.settle()
      for _ in 0..<(1 + source.next(4)) {
        let next = PlacesCase.copy(of: state, &source)
        let full = PlacesCase.fullDiff(from: controller.sections, to: next)
        let batches = host.batches.count + host.reloadCount
        diagnostics = []
        controller.update(with: next, animated: source.next(2) == 0)
        host.settle()
        let description = "\(PlacesCase.describe(state)) → \(PlacesCase.describe(next))"
        #expect(host.errors.isEmpty, "\(description)")
        #expect(
          host.displayedIdentifiers == next.map { $0.cellModels.map(\.identifier) },
          "\(description)")
        // Every cell shows the content of the model requested at its place.
        let bound = host.boundModels.map { $0.map(PlacesCase.Shown.init) }
        let requested = next.map { $0.cellModels.map(PlacesCase.Shown.init) }
        #expect(bound == requested, "\(description)")
        #expect(
          (host.batches.count + host.reloadCount == batches) == full.isEmpty, "\(description)")
        let items = next.flatMap { $0.cellModels.map(\.identifier) }
        let repeated =
          Set(items).count != items.count || Set(next.map(\.identifier)).count != next.count
        // Repeats are reported, unless some section is skipped as the same value (an empty
        // array is always the shared one), whose items the diff does not look at.
        #expect(diagnostics.isEmpty || repeated, "\(description)")
        if repeated, next.allSatisfy({ !$0.cellModels.isEmpty }) {
          #expect(!diagnostics.isEmpty, "\(description)")
        }
        state = next
      }
    }
  }
}

final class SmallPlaceCell: TypedListCell {
  func bind(model: SmallPlaceModel, sizing: Bool) {}
}

final class PairPlaceCell: TypedListCell {
  func bind(model: PairPlaceModel, sizing: Bool) {}
}

final class WidePlaceCell: TypedListCell {
  func bind(model: WidePlaceModel, sizing: Bool) {}
}

final class ClassPlaceCell: TypedListCell {
  func bind(model: ClassPlaceModel, sizing: Bool) {}
}

/// An identifier alone: smaller than an existential's buffer.
struct SmallPlaceModel: TypedCellModel, Equatable {
  typealias CellType = SmallPlaceCell
  var identifier: String
}

/// An identifier and a content: exactly an existential's buffer.
struct PairPlaceModel: TypedCellModel, Equatable {
  typealias CellType = PairPlaceCell
  var identifier: String
  var content: Int
}

/// Larger than an existential's buffer: kept in a box of its own.
struct WidePlaceModel: TypedCellModel, Equatable {
  typealias CellType = WidePlaceCell
  var identifier: String
  var text: String
  var content: Int
  var flag = false
}

/// A reference: the same object is the same value.
final class ClassPlaceModel: TypedCellModel, Equatable, Sendable {
  typealias CellType = ClassPlaceCell
  let identifier: String
  let content: Int

  init(identifier: String, content: Int) {
    self.identifier = identifier
    self.content = content
  }

  static func == (lhs: ClassPlaceModel, rhs: ClassPlaceModel) -> Bool {
    lhs.identifier == rhs.identifier && lhs.content == rhs.content
  }
}

/// States of the four model kinds and copies of them, decoded from plain integers.
enum PlacesCase {
  /// Long identifiers live in storage of their own (copied or shared), short ones do not.
  static func identifier(_ index: Int) -> String {
    index % 4 == 0 ? "i\(index)" : "item-identifier-long-enough-for-storage-\(index)"
  }

  /// A copy of `string` in storage of its own.
  static func fresh(_ string: String) -> String {
    String(decoding: Array(string.utf8), as: UTF8.self)
  }

  static func model(_ identifier: String, kind: Int, content: Int) -> any CellModel {
    switch kind {
    case 0: SmallPlaceModel(identifier: identifier)
    case 1: PairPlaceModel(identifier: identifier, content: content)
    case 2: WidePlaceModel(identifier: identifier, text: "t\(content)", content: content)
    default: ClassPlaceModel(identifier: identifier, content: content)
    }
  }

  /// The kind and content of `model`, to build an equal one again.
  static func parts(of model: any CellModel) -> (kind: Int, content: Int) {
    switch model {
    case is SmallPlaceModel: (0, 0)
    case let model as PairPlaceModel: (1, model.content)
    case let model as WidePlaceModel: (2, model.content)
    case let model as ClassPlaceModel: (3, model.content)
    default: (0, 0)
    }
  }

  /// Up to four sections of up to eight items; identifiers are mostly unique (drawn from a
  /// running counter), sometimes repeated.
  static func state(_ source: inout RawSource) -> [Section] {
    var next = 0
    return (0..<(1 + source.next(4))).map { section in
      let models = (0..<source.next(9)).map { _ -> any CellModel in
        next += 1
        let index = source.next(12) == 0 ? source.next(next) : next
        return model(identifier(index), kind: source.next(4), content: source.next(3))
      }
      let sectionIdentifier = source.next(10) == 0 ? "s0" : "s\(section)"
      return Section(cellModels: models, identifier: sectionIdentifier, headerModel: nil)
    }
  }

  /// A copy of `state`: mostly every model rebuilt equal (new arrays, identifiers shared or in
  /// fresh storage) or passed on as the same value, with now and then an edit.
  static func copy(of state: [Section], _ source: inout RawSource) -> [Section] {
    let freshIdentifiers = source.next(2) == 0
    var sections = state.map { section in
      var copy = section
      copy.cellModels = section.cellModels.map { model -> any CellModel in
        let (kind, content) = parts(of: model)
        switch source.next(24) {
        case 0: return Self.model(model.identifier, kind: kind, content: content + 1)
        case 1: return Self.model(model.identifier, kind: (kind + 1) % 4, content: content)
        case 2: return Self.model(identifier(100 + source.next(4)), kind: kind, content: content)
        case 3, 4, 5, 6: return model
        default:
          let identifier = freshIdentifiers ? fresh(model.identifier) : model.identifier
          return Self.model(identifier, kind: kind, content: content)
        }
      }
      return copy
    }
    switch source.next(12) {
    case 0 where !sections.isEmpty:
      sections[source.next(sections.count)].headerModel = SmallPlaceModel(identifier: "header")
    case 1 where !sections.isEmpty:
      let section = source.next(sections.count)
      if !sections[section].cellModels.isEmpty {
        sections[section].cellModels.remove(at: source.next(sections[section].cellModels.count))
      }
    case 2 where !sections.isEmpty:
      let section = source.next(sections.count)
      sections[section].cellModels.insert(
        model(identifier(200 + source.next(4)), kind: source.next(4), content: 0),
        at: source.next(sections[section].cellModels.count + 1))
    case 3 where sections.count > 1:
      sections.swapAt(0, sections.count - 1)
    case 4 where !sections.isEmpty:
      sections[source.next(sections.count)].identifier = "renamed"
    case 5 where !sections.isEmpty:
      let section = source.next(sections.count)
      sections[section].cellModels = sections[section].cellModels.reversed()
    default: break
    }
    return sections
  }

  /// RosterDiff's diff of every identity, as the controller's full diff asks it.
  static func fullDiff(from old: [Section], to new: [Section]) -> SectionedChanges<String, String> {
    SectionedChanges(
      from: old, to: new, sectionID: \.identifier, items: \.cellModels, itemID: \.identifier,
      isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
      isItemContentEqual: { $0.hasSameContent(as: $1) })
  }

  static func describe(_ state: [Section]) -> String {
    state.map { section in
      "\(section.identifier)\(section.headerModel == nil ? "" : "^")["
        + section.cellModels.map { model in
          let (kind, content) = parts(of: model)
          return "\(model.identifier.suffix(3)):\(kind).\(content)"
        }.joined(separator: " ") + "]"
    }.joined(separator: " ")
  }

  /// What a cell shows of a model: compared between the host's bound models and the request.
  struct Shown: Equatable {
    var identifier: String
    var kind: Int
    var content: Int

    init(_ model: any CellModel) {
      identifier = model.identifier
      (kind, content) = PlacesCase.parts(of: model)
    }
  }
}
