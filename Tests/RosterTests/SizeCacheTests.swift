import Foundation
import Roster
import RosterTesting
import Testing

@MainActor
private final class GridSizer: ListSizeDelegate {
  var calls: [(String, Int, CGSize)] = []

  func size(
    for model: any CellModel, sectionModels: [any CellModel], containerSize: CGSize
  ) -> CGSize {
    calls.append((model.identifier, sectionModels.count, containerSize))
    return CGSize(width: containerSize.width / CGFloat(sectionModels.count), height: 10)
  }
}

@Suite("Cell sizes and the size cache")
@MainActor
struct SizeCacheTests {
  let first = IndexPath(item: 0, section: 0)

  @Test("a measured size is measured once, then answered from the cache")
  func hit() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a b"]), animated: false)
    #expect(controller.itemSize(at: first) == CGSize(width: 320, height: 44))
    #expect(controller.itemSize(at: first) == CGSize(width: 320, height: 44))
    #expect(host.measuredIdentifiers == ["a"])
    #expect(controller.sizeCacheStatistics == (hits: 1, misses: 1))

    // A new but identical model keeps its size.
    await controller.updateAndWait(with: textSections(["s": "b a"]), animated: false)
    _ = controller.itemSize(at: IndexPath(item: 1, section: 0))
    #expect(host.measuredIdentifiers == ["a"])
  }

  @Test("a content change invalidates the size")
  func contentChange() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a:short"]), animated: false)
    _ = controller.itemSize(at: first)
    await controller.updateAndWait(with: textSections(["s": "a:long"]), animated: false)
    _ = controller.itemSize(at: first)
    #expect(host.measuredIdentifiers == ["a", "a"])
  }

  @Test("a container size change invalidates every size")
  func containerChange() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a"]), animated: false)
    _ = controller.itemSize(at: first)
    host.containerSize = CGSize(width: 200, height: 640)
    #expect(controller.itemSize(at: first) == CGSize(width: 200, height: 44))
    _ = controller.itemSize(at: first)
    #expect(host.measuredIdentifiers == ["a", "a"])
  }

  @Test("section constraints narrow the measured width, which is part of the key")
  func constraints() async {
    let (host, controller) = makeController()
    var section = textSections(["s": "a b"])[0]
    section.constraints = Constraints(
      inset: EdgeInsets(left: 16, right: 16), minimumInteritemSpacing: 8,
      distribution: .equally(cellsInRow: 2))
    await controller.updateAndWait(with: [section], animated: false)
    #expect(controller.itemSize(at: first) == CGSize(width: 140, height: 44))
    #expect(controller.cellSize(for: TextModel(identifier: "a"), in: nil).width == 320)
    #expect(host.measuredIdentifiers == ["a", "a"])
  }

  @Test("a resizable model is measured every time")
  func resizable() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(
      with: [Section(cellModels: [NoteModel(identifier: "n")], identifier: "s")], animated: false)
    _ = controller.itemSize(at: first)
    _ = controller.itemSize(at: first)
    #expect(host.measuredIdentifiers == ["n", "n"])
  }

  @Test("explicit sizes are answered as given, invalid ones as zero with a diagnostic")
  func explicit() async {
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let models: [any CellModel] = [
      TextModel(identifier: "e", cellSize: .explicit(CGSize(width: 50, height: 20))),
      TextModel(identifier: "bad", cellSize: .explicit(CGSize(width: -1, height: CGFloat.nan))),
    ]
    await controller.updateAndWait(
      with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(controller.itemSize(at: first) == CGSize(width: 50, height: 20))
    #expect(controller.itemSize(at: IndexPath(item: 1, section: 0)) == .zero)
    #expect(host.measuredIdentifiers.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(controller.itemSize(at: IndexPath(item: 5, section: 0)) == .zero)
  }

  @Test("relative sizes come from the size delegate, with the section's models and container")
  func relative() async {
    let (_, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let models: [any CellModel] = (0..<4).map {
      TextModel(identifier: "r\($0)", cellSize: .relative)
    }
    await controller.updateAndWait(
      with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(controller.itemSize(at: first) == .zero)
    #expect(diagnostics == [.missingSizeDelegate(itemIdentifier: "r0")])

    let sizer = GridSizer()
    controller.sizeDelegate = sizer
    #expect(controller.itemSize(at: first) == CGSize(width: 80, height: 10))
    #expect(sizer.calls.count == 1)
    #expect(sizer.calls.first?.0 == "r0")
    #expect(sizer.calls.first?.1 == 4)
    #expect(sizer.calls.first?.2 == CGSize(width: 320, height: 640))
  }

  @Test("the data source answers sizes to the host")
  func dataSource() async {
    let (host, controller) = makeController()
    await controller.updateAndWait(with: textSections(["s": "a"]), animated: false)
    #expect(host.dataSource?.itemSize(at: first) == CGSize(width: 320, height: 44))
  }
}
