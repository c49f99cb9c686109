import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// A cell that shows any model: registered for a model type, not typed to one.
final class AnyModelCell: ListCell {
  func bind(cellModel: any CellModel, sizing: Bool) {}
}

/// Whether two cell types are the same type.
func same(_ lhs: any ListCell.Type, _ rhs: any ListCell.Type) -> Bool {
  ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
}

@Suite("Cell registry")
@MainActor
struct CellRegistryTests {
  @Test("an empty registry shows every model with the cell type it names")
  func defaults() {
    let registry = CellRegistry()
    #expect(same(registry.cellType(for: TextModel(identifier: "t")), TextCell.self))
    #expect(same(registry.cellType(for: NoteModel(identifier: "n")), NoteCell.self))
  }

  @Test("entries override the named cell type for every model of their type, until removed")
  func entries() {
    let registry = CellRegistry()
    registry.register(AnyModelCell.self, for: TextModel.self)
    #expect(same(registry.cellType(for: TextModel(identifier: "t")), AnyModelCell.self))
    #expect(same(registry.cellType(for: NoteModel(identifier: "n")), NoteCell.self))
    registry.register(TextCell.self)
    #expect(same(registry.cellType(for: TextModel(identifier: "t")), TextCell.self), "replaced")
    registry.register(AnyModelCell.self, for: NoteModel.self)
    registry.removeRegistration(for: NoteModel.self)
    #expect(same(registry.cellType(for: NoteModel(identifier: "n")), NoteCell.self))
  }

  @Test("a model class's subclasses resolve by their own type, among models of the class")
  func subclassesResolveByDynamicType() async {
    let (host, controller) = makeController()
    host.cellRegistry.register(AnyModelCell.self, for: SpecialPostModel.self)
    // Every model is a `PostModel` where it is made into `any CellModel`: the subclass is told
    // by its dynamic type alone, between neighbours of the base class.
    let posts: [PostModel] = [
      PostModel(identifier: "a"), SpecialPostModel(identifier: "b"), PostModel(identifier: "c"),
    ]
    await controller.updateAndWait(
      with: [Section(cellModels: posts, identifier: "s")], animated: false)
    #expect(
      Set(host.registeredCellTypes.map(ObjectIdentifier.init)) == [
        ObjectIdentifier(PostCell.self), ObjectIdentifier(AnyModelCell.self),
      ])
    #expect(host.cellTypeFailures.isEmpty)
  }

  @Test("the controller registers the cell type the host's registry resolves, not the named one")
  func controllerRegistersResolvedTypes() async {
    let (host, controller) = makeController()
    host.cellRegistry.register(AnyModelCell.self, for: TextModel.self)
    await controller.updateAndWait(with: textSections(["s": "a b"]), animated: false)
    #expect(
      host.registeredCellTypes.map(ObjectIdentifier.init) == [ObjectIdentifier(AnyModelCell.self)])
    #expect(host.cellTypeFailures.isEmpty)
  }

  @Test("a model with an entry after a run of models without one registers its entry's cell")
  func entryAfterModelsWithoutOne() async {
    let (host, controller) = makeController()
    host.cellRegistry.register(AnyModelCell.self, for: TextModel.self)
    // The models before it name the cell type it names, but have no entry.
    let models: [any CellModel] = [
      AlsoNamingTextCell(identifier: "p1"), AlsoNamingTextCell(identifier: "p2"),
      TextModel(identifier: "t"),
    ]
    controller.diagnosticHandler = { _ in }
    await controller.updateAndWait(
      with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(
      Set(host.registeredCellTypes.map(ObjectIdentifier.init)) == [
        ObjectIdentifier(TextCell.self), ObjectIdentifier(AnyModelCell.self),
      ])
  }

  @Test(
    "only arriving models are registered while the registry stays empty; a change to it re-registers every shown model"
  )
  func registrationFollowsTheRegistry() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a b c"]), animated: false)
    #expect(
      host.registeredCellTypes.map(ObjectIdentifier.init) == [ObjectIdentifier(TextCell.self)])
    // A new model of another type arrives among unchanged ones: its cell is registered.
    await controller.updateAndWait(
      with: [
        Section(
          cellModels: [
            TextModel(identifier: "a"), NoteModel(identifier: "n"), TextModel(identifier: "b"),
            TextModel(identifier: "c"),
          ], identifier: "s")
      ], animated: false)
    #expect(
      host.registeredCellTypes.map(ObjectIdentifier.init) == [
        ObjectIdentifier(TextCell.self), ObjectIdentifier(NoteCell.self),
      ])
    // An entry made between updates changes the cell of models the diff leaves unchanged.
    host.cellRegistry.register(AnyModelCell.self, for: TextModel.self)
    await controller.updateAndWait(
      with: [
        Section(
          cellModels: [
            TextModel(identifier: "a"), NoteModel(identifier: "n"), TextModel(identifier: "b"),
          ], identifier: "s")
      ], animated: false)
    #expect(
      host.registeredCellTypes.map(ObjectIdentifier.init).last
        == ObjectIdentifier(AnyModelCell.self))
    #expect(host.cellTypeFailures.isEmpty)
  }

  @Test("a model whose type changes, but whose resolved cell does not, is rebound, not reloaded")
  func sameResolvedCellRebinds() async {
    let (host, controller) = makeController()
    host.cellRegistry.register(AnyModelCell.self, for: TextModel.self)
    host.cellRegistry.register(AnyModelCell.self, for: SkeletonModel.self)
    await controller.updateAndWait(
      with: [Section(cellModels: [SkeletonModel(identifier: "a")], identifier: "s")],
      animated: false)
    await controller.updateAndWait(
      with: [Section(cellModels: [TextModel(identifier: "a", text: "loaded")], identifier: "s")],
      animated: false)
    #expect(host.batches.last?.itemReloads == [])
    #expect(host.batches.last?.itemRebinds == [[0, 0]])

    // Without the entries the named cell types differ: the item is reloaded.
    let (plain, plainController) = makeController()
    await plainController.updateAndWait(
      with: [Section(cellModels: [SkeletonModel(identifier: "a")], identifier: "s")],
      animated: false)
    await plainController.updateAndWait(
      with: [Section(cellModels: [TextModel(identifier: "a", text: "loaded")], identifier: "s")],
      animated: false)
    #expect(plain.batches.last?.itemReloads == [[0, 0]])
  }

  @Test("an entry whose cell cannot show the model is reported, naming both types")
  func entryThatCannotShow() async {
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    host.cellRegistry.register(NoteCell.self, for: TextModel.self)
    await controller.updateAndWait(with: textSections(["s": "a"]), animated: false)
    #expect(
      diagnostics == [
        .cellTypeCannotShowModel(cellType: "NoteCell", modelType: "TextModel", itemIdentifier: "a")
      ])
  }

  /// Random registrations, replacements and removals over three model types and four cell
  /// types, against a dictionary of the expected entries.
  @Test("random registrations resolve as a dictionary of entries would")
  func randomRegistrations() async {
    let operations = Gen.int(in: 0...(1 << 20)).array(of: 0...30)
    await propertyCheck(count: propertyCases(2_000), input: operations) { operations in
      let registry = CellRegistry()
      let models: [any CellModel] = [
        TextModel(identifier: "t"), NoteModel(identifier: "n"), SkeletonModel(identifier: "s"),
      ]
      let cells: [any ListCell.Type] = [
        TextCell.self, NoteCell.self, SkeletonCell.self, AnyModelCell.self,
      ]
      var expected: [Int: Int] = [:]
      for operation in operations {
        let model = operation % models.count
        let cell = (operation / 3) % cells.count
        let modelType = type(of: models[model])
        switch (operation / 12) % 3 {
        case 0:
          registry.register(cells[cell], for: modelType)
          expected[model] = cell
        case 1:
          registry.removeRegistration(for: modelType)
          expected[model] = nil
        default:
          // The typed registration maps the cell's own model type.
          registry.register(TextCell.self)
          expected[0] = 0
        }
        for (index, model) in models.enumerated() {
          let resolved = registry.cellType(for: model)
          let wanted = expected[index].map { cells[$0] } ?? model.cellType
          #expect(ObjectIdentifier(resolved) == ObjectIdentifier(wanted), "\(operations)")
        }
      }
    }
  }

  /// Random updates of three model types interleaved with registry changes: after every update,
  /// each shown model's resolved cell type has been registered with the host, whatever the
  /// registry held and however the diff paired the models. Half the lists are diffed off the
  /// main actor, where the arriving models' cell types are resolved with the diff, and some
  /// registry changes land while such a diff runs.
  @Test("after random updates and registry changes, every shown model's cell type is registered")
  func registrationCoversEveryShownModel() async {
    let steps = Gen.int(in: 0...(1 << 20)).array(of: 1...12)
    await propertyCheck(count: propertyCases(1_000), input: steps) { steps in
      let offMain = steps[0] % 2 == 0
      let (host, controller) = makeController(threshold: offMain ? 0 : 2_000)
      // A cell-naming model's cell cannot show it: reported, and not what this test checks.
      controller.diagnosticHandler = { _ in }
      for step in steps {
        let changesRegistryDuringDiff = offMain && (step / 24) % 2 == 1
        if step % 4 == 0 && !changesRegistryDuringDiff {
          // A registry change between updates: an entry for one model type, or its removal.
          let modelTypes: [any CellModel.Type] = [
            TextModel.self, NoteModel.self, SkeletonModel.self, CellNamingModel.self,
          ]
          let modelType = modelTypes[(step / 4) % modelTypes.count]
          if (step / 12) % 2 == 0 {
            host.cellRegistry.register(AnyModelCell.self, for: modelType)
          } else {
            host.cellRegistry.removeRegistration(for: modelType)
          }
        }
        // Six identifiers, each shown or not and of one of four model types, one of whose
        // models name one of two cell types each.
        let models: [any CellModel] = (0..<6).compactMap { index in
          let choice = (step >> (2 * index + 4)) % 4
          let identifier = "m\(index)"
          switch choice {
          case 0: return nil
          case 1: return TextModel(identifier: identifier, text: "\(step % 3)")
          case 2: return NoteModel(identifier: identifier)
          default:
            guard (step >> (index + 16)) % 2 == 1 else {
              return SkeletonModel(identifier: identifier)
            }
            return CellNamingModel(identifier: identifier, namesNoteCell: index % 2 == 0)
          }
        }
        let sections = [Section(cellModels: models, identifier: "s")]
        if changesRegistryDuringDiff {
          controller.update(with: sections, animated: step % 2 == 0)
          let modelTypes: [any CellModel.Type] = [
            TextModel.self, NoteModel.self, CellNamingModel.self,
          ]
          let modelType = modelTypes[(step / 48) % modelTypes.count]
          if (step / 4) % 2 == 0 {
            host.cellRegistry.register(AnyModelCell.self, for: modelType)
          } else {
            host.cellRegistry.removeRegistration(for: modelType)
          }
        }
        await controller.updateAndWait(with: sections, animated: step % 2 == 0)
        let registered = Set(host.registeredCellTypes.map(ObjectIdentifier.init))
        for model in models {
          let resolved = ObjectIdentifier(host.cellRegistry.cellType(for: model))
          #expect(registered.contains(resolved), "\(steps): \(model.identifier)")
        }
      }
    }
  }
}

/// A cell for any post.
final class PostCell: ListCell {
  func bind(cellModel: any CellModel, sizing: Bool) {}
}

/// A model class shown by ``PostCell`` unless a registry says otherwise.
class PostModel: CellModel, @unchecked Sendable {
  let identifier: String
  init(identifier: String) { self.identifier = identifier }
  var cellType: any ListCell.Type { PostCell.self }
  func identical(to model: any CellModel) -> Bool { model.identifier == identifier }
  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: 10, height: 1))
  }
}

/// A subclass a registry may give a cell of its own.
final class SpecialPostModel: PostModel, @unchecked Sendable {}

/// A model without an entry that names `TextCell`, which cannot show it.
private struct AlsoNamingTextCell: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { TextCell.self }
}

/// A model whose instances name one of two cell types: only a registry entry for its type gives
/// them all one.
struct CellNamingModel: CellModel, Equatable {
  var identifier: String
  var namesNoteCell: Bool
  var cellType: any ListCell.Type { namesNoteCell ? NoteCell.self : TextCell.self }
}
