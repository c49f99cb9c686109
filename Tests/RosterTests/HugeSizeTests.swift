import Foundation
import Roster
import RosterTesting
import Testing

/// A size delegate that answers one size for every cell.
@MainActor
private final class FixedSizer: ListSizeDelegate {
  let size: CGSize
  init(_ size: CGSize) { self.size = size }

  func size(
    for model: any CellModel, sectionModels: [any CellModel], containerSize: CGSize
  ) -> CGSize { size }
}

@Suite("Cell sizes: huge finite sizes are capped and reported")
@MainActor
struct HugeSizeTests {
  /// The largest extent the layout computes with (`ListLayout`'s cap, 2⁴⁰).
  static let cap: CGFloat = 0x1p40

  @Test(
    "an explicit size past 2⁴⁰ is capped there, with a diagnostic naming the size given",
    arguments: [
      CGSize(width: 10, height: 1e300), CGSize(width: 10, height: CGFloat.greatestFiniteMagnitude),
      CGSize(width: 1e300, height: 3),
    ])
  func explicitHugeSizes(size: CGSize) async {
    let (_, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    await controller.updateAndWait(
      with: [
        Section(
          cellModels: [TextModel(identifier: "huge", cellSize: .explicit(size))], identifier: "s")
      ], animated: false)
    diagnostics = []
    let sized = controller.itemSize(at: IndexPath(item: 0, section: 0))
    #expect(sized == CGSize(width: min(size.width, Self.cap), height: min(size.height, Self.cap)))
    #expect(diagnostics == [.invalidSize(itemIdentifier: "huge", size: size)])
  }

  @Test("a size delegate's huge size is capped at 2⁴⁰ and reported as well")
  func relativeHugeSize() async {
    let (_, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let sizer = FixedSizer(CGSize(width: 10, height: 1e300))
    controller.sizeDelegate = sizer
    await controller.updateAndWait(
      with: [
        Section(cellModels: [TextModel(identifier: "r", cellSize: .relative)], identifier: "s")
      ], animated: false)
    diagnostics = []
    #expect(
      controller.itemSize(at: IndexPath(item: 0, section: 0)) == CGSize(width: 10, height: Self.cap)
    )
    #expect(diagnostics == [.invalidSize(itemIdentifier: "r", size: sizer.size)])
  }

  @Test("sizes up to 2⁴⁰ pass unchanged and unreported")
  func largestValidSize() async {
    let (_, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let size = CGSize(width: 10, height: Self.cap)
    await controller.updateAndWait(
      with: [
        Section(
          cellModels: [TextModel(identifier: "tall", cellSize: .explicit(size))], identifier: "s")
      ], animated: false)
    #expect(controller.itemSize(at: IndexPath(item: 0, section: 0)) == size)
    #expect(diagnostics.isEmpty)
  }
}
