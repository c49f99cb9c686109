import Foundation
import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// A long section arriving whole (a reload) has the first model of each model type and cell type
/// found on two processors, reading model types by run and registry entries once per run: random
/// runs of value and class models (a class and its subclass), some of whose instances name
/// different cell types, under random registry entries, against a sequential reference that
/// resolves every model on its own.
@Suite("Arriving cell types of a long section")
@MainActor
struct ArrivingCellTypesPropertyTests {
  @Test("the first model of each kind, in order, as one pass over every model finds them")
  func firstOfEachKindIsTheSequentialOnes() async {
    let input = Gen.int(in: 0...Int(Int32.max)).array(of: 2...6)
    await propertyCheck(count: propertyCases(60), input: input) { draws in
      var random = Mixer(state: UInt64(draws[0]))
      let registry = CellRegistry()
      let modelTypes: [any CellModel.Type] = [
        TextModel.self, CellNamingModel.self, PostModel.self, SpecialPostModel.self,
      ]
      for modelType in modelTypes where random.next(3) == 0 {
        registry.register(AnyModelCell.self, for: modelType)
      }
      // Runs of one model type, long and short, over more rows than a part handles alone.
      var models: [any CellModel] = []
      let count = ItemIdentity.parallelCount + random.next(ItemIdentity.parallelCount)
      for run in draws.dropFirst().map({ $0 % 4 }) + (0..<60).map({ _ in random.next(4) }) {
        let length = random.next(2) == 0 ? 1 + random.next(4) : 1 + random.next(count / 8)
        for _ in 0..<length where models.count < count {
          let identifier = "m\(models.count)"
          switch run {
          case 0: models.append(TextModel(identifier: identifier))
          case 1:
            models.append(
              CellNamingModel(identifier: identifier, namesNoteCell: random.next(50) == 0))
          case 2: models.append(PostModel(identifier: identifier))
          default: models.append(SpecialPostModel(identifier: identifier))
          }
        }
      }
      while models.count < count { models.append(TextModel(identifier: "m\(models.count)")) }
      let resolution = registry.resolution
      // Each half lists its own first of each kind; the caller keeps the first of each overall.
      var kept: Set<UpdateComputation.ModelAndCellType> = []
      let found = UpdateComputation.firstOfEachKind(in: models, by: resolution).filter {
        kept.insert($0.1).inserted
      }
      var seen: Set<UpdateComputation.ModelAndCellType> = []
      var expected: [String] = []
      for model in models {
        let key = UpdateComputation.ModelAndCellType(
          model: ObjectIdentifier(type(of: model)), cell: resolution.cellType(of: model))
        if seen.insert(key).inserted { expected.append(model.identifier) }
      }
      #expect(found.map(\.0.identifier) == expected, "seed \(draws)")
      for (model, key) in found {
        #expect(key.cell == resolution.cellType(of: model), "seed \(draws): \(model.identifier)")
      }
    }
  }
}
