import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// `Section` shares one box of values between its copies; every copy must still behave as an
/// independent value, whichever copy is mutated, through any property, in place or whole.
@Suite("Section: copies are independent values")
struct SectionValuePropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...120)

  /// What a section holds, read plainly: the reference a random history is checked against.
  struct Mirror: Equatable {
    var identifier: String
    var cells: [String]
    var header: String?
    var footer: String?
    var spacing: CGFloat
    var empty: String?

    init(_ section: Section) {
      identifier = section.identifier
      cells = section.cellModels.map(\.identifier)
      header = section.headerModel?.identifier
      footer = section.footerModel?.identifier
      spacing = section.constraints.minimumLineSpacing
      empty = section.emptyModel?.identifier
    }
  }

  @Test("random copies and mutations of sections match plain values")
  func copiesAreIndependent() async {
    await propertyCheck(count: propertyCases(3_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      var sections = [Section(cellModels: [], identifier: "s")]
      var mirrors = sections.map(Mirror.init)
      for step in 0..<(1 + source.next(40)) {
        let index = source.next(sections.count)
        let name = "m\(step)"
        switch source.next(9) {
        case 0:
          sections.append(sections[index])
          mirrors.append(mirrors[index])
        case 1:
          sections[index].cellModels.append(TextModel(identifier: name))
          mirrors[index].cells.append(name)
        case 2 where !mirrors[index].cells.isEmpty:
          let cell = source.next(mirrors[index].cells.count)
          sections[index].cellModels.remove(at: cell)
          mirrors[index].cells.remove(at: cell)
        case 3:
          sections[index].identifier += name
          mirrors[index].identifier += name
        case 4:
          sections[index].headerModel = source.next(2) == 0 ? nil : TextModel(identifier: name)
          mirrors[index].header = sections[index].headerModel?.identifier
        case 5:
          sections[index].footerModel = TextModel(identifier: name)
          mirrors[index].footer = name
        case 6:
          sections[index].constraints.minimumLineSpacing = CGFloat(step)
          mirrors[index].spacing = CGFloat(step)
        case 7:
          sections[index].emptyModel = TextModel(identifier: name)
          mirrors[index].empty = name
        default:
          var copy = sections[index]
          copy.cellModels = [TextModel(identifier: name)]
          sections.append(copy)
          var mirror = mirrors[index]
          mirror.cells = [name]
          mirrors.append(mirror)
        }
        guard sections.map(Mirror.init) == mirrors else {
          Issue.record("a copy changed with another at step \(step): \(raw)")
          return
        }
      }
    }
  }

  @Test("a copy is the same section without a comparison; an edited copy is not")
  func sharedCopiesAreIdentical() {
    let section = Section(
      cellModels: [TextModel(identifier: "a")], identifier: "s",
      headerModel: TextModel(identifier: "h"))
    var copy = section
    #expect(copy.sharesStorage(with: section))
    #expect(copy.hasIdenticalContent(to: section))
    copy.headerModel = TextModel(identifier: "other")
    #expect(!copy.sharesStorage(with: section))
    #expect(!copy.hasIdenticalContent(to: section))
    #expect(section.headerModel?.identifier == "h")
  }
}
