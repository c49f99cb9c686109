import Foundation
import Roster
import Testing

private final class LabelCell: TypedListCell {
  var text = ""
  var boundForSizing = false
  func bind(model: LabelModel, sizing: Bool) {
    text = model.text
    boundForSizing = sizing
  }
}

private struct LabelModel: TypedCellModel, Equatable {
  typealias CellType = LabelCell
  var identifier: String
  var text: String
}

private struct SpacerModel: TypedCellModel, Equatable {
  typealias CellType = SpacerCell
  var identifier: String
  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 8))
  }
}

private final class SpacerCell: TypedListCell {
  func bind(model: SpacerModel, sizing: Bool) {}
}

@Suite("Cell models and sections")
struct CellModelTests {
  @Test("Equatable models are identical exactly when equal, and never to another type")
  func identicalForFree() {
    let model = LabelModel(identifier: "a", text: "Hello")
    #expect(model.identical(to: LabelModel(identifier: "a", text: "Hello")))
    #expect(!model.identical(to: LabelModel(identifier: "a", text: "Bye")))
    #expect(!model.identical(to: SpacerModel(identifier: "a")))
  }

  @Test("a typed model names its cell, and the erased bind reaches the typed one")
  @MainActor
  func typedBinding() {
    let model = LabelModel(identifier: "a", text: "Hello")
    #expect(ObjectIdentifier(model.cellType) == ObjectIdentifier(LabelCell.self))
    let cell = LabelCell()
    cell.bind(cellModel: model, sizing: true)
    #expect(cell.text == "Hello")
    #expect(cell.boundForSizing)
  }

  @Test("sizes: autolayout by default, explicit when the model says so")
  func sizes() {
    let container = CGSize(width: 320, height: 480)
    #expect(LabelModel(identifier: "a", text: "").size(constrainedTo: container) == .autolayout)
    #expect(
      SpacerModel(identifier: "s").size(constrainedTo: container)
        == .explicit(CGSize(width: 320, height: 8)))
  }

  @Test("the result builder reads like the screen: lines, if, for and arrays")
  func builder() {
    let posts = ["p1", "p2"]
    let isLoading = false
    let section = Section("posts", header: LabelModel(identifier: "h", text: "Posts")) {
      SpacerModel(identifier: "top")
      if isLoading {
        LabelModel(identifier: "loading", text: "…")
      } else {
        for post in posts { LabelModel(identifier: post, text: post) }
      }
      [SpacerModel(identifier: "bottom")]
    }
    #expect(section.cellModels.map(\.identifier) == ["top", "p1", "p2", "bottom"])
    #expect(section.headerModel?.identifier == "h")

    @SectionBuilder func screen(showsFooter: Bool) -> [Section] {
      section
      if showsFooter { Section("footer") { SpacerModel(identifier: "end") } }
    }
    #expect(screen(showsFooter: true).map(\.identifier) == ["posts", "footer"])
    #expect(screen(showsFooter: false).map(\.identifier) == ["posts"])
  }

  @Test("a section's own content is its header, footer and constraints, not its cells")
  func sectionContent() {
    let a = Section(cellModels: [SpacerModel(identifier: "x")], identifier: "s")
    var b = Section(cellModels: [], identifier: "s")
    #expect(a.hasIdenticalContent(to: b))
    b.headerModel = LabelModel(identifier: "h", text: "Title")
    #expect(!a.hasIdenticalContent(to: b))
    var c = a
    c.constraints.distribution = .equally(cellsInRow: 2)
    #expect(!a.hasIdenticalContent(to: c))
  }
}
