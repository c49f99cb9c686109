import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Automatic cell registration")
@MainActor
struct RegistrationTests {
  @Test("every cell type is registered once, headers and footers included, before it is shown")
  func registersEachTypeOnce() async {
    let (host, controller) = makeController()
    func registered() -> [ObjectIdentifier] { host.registeredCellTypes.map(ObjectIdentifier.init) }

    await controller.updateAndWait(
      with: [
        Section(
          cellModels: [TextModel(identifier: "a"), TextModel(identifier: "b")], identifier: "s",
          headerModel: SkeletonModel(identifier: "header"))
      ], animated: false)
    #expect(registered() == [ObjectIdentifier(SkeletonCell.self), ObjectIdentifier(TextCell.self)])

    await controller.updateAndWait(with: textSections(["s": "a b c"]), animated: false)
    #expect(registered().count == 2)

    await controller.updateAndWait(
      with: [Section(cellModels: [NoteModel(identifier: "n")], identifier: "s")], animated: false)
    #expect(registered().last == ObjectIdentifier(NoteCell.self))
    #expect(registered().count == 3)
    #expect(host.errors.isEmpty)
  }
}
