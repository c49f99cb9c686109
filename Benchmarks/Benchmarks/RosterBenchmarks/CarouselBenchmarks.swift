// A feed of 1,000 carousels of 50 cards each (bands: horizontal sections in a vertical
// terminal list): one frame while the cursor moves down through the carousels and right
// through their cards; an update that edits one card of one carousel and the frame after it;
// and, for contrast, laying the whole feed out again. Built once, outside the measured region.
import Benchmark
import Foundation
import Roster
import RosterTerminal

/// A card of a carousel: 16 × 3.
struct CardModel: TypedCellModel, Equatable {
  typealias CellType = CardCell
  var identifier: String
  var title: String

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: 16, height: 3))
  }
}

final class CardCell: TypedTerminalCell {
  private var title = ""

  func bind(model: CardModel, sizing: Bool) { title = model.title }

  func render(width: Int) -> [StyledLine] {
    [
      StyledLine("┌" + String(repeating: "─", count: 14) + "┐"),
      StyledLine("│") + StyledLine(title, style: TextStyle(bold: true)).padded(toWidth: 14)
        + StyledLine("│"),
      StyledLine("└" + String(repeating: "─", count: 14) + "┘"),
    ]
  }
}

@MainActor
final class CarouselHarness {
  static let carousels = 1_000
  static let cards = 50
  let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  let controller: ListController<TerminalListView>
  let renderer = FrameRenderer(colorEnabled: true)
  var previous: ScreenBuffer
  var sections: [Section]
  var step = 0
  var edits = 0

  init() {
    controller = ListController(host: listView)
    sections = (0..<Self.carousels).map { carousel in
      Section(
        cellModels: (0..<Self.cards).map {
          CardModel(identifier: "c\(carousel)-\($0)", title: "Card \(carousel).\($0)")
        },
        identifier: "carousel-\(carousel)",
        headerModel: FeedRow(identifier: "title-\(carousel)", title: "Carousel \(carousel)"),
        constraints: Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal))
    }
    controller.update(with: sections, animated: false, completion: nil)
    previous = listView.renderedScreen()
    listView.select(IndexPath(item: 0, section: 0))
  }

  /// One frame after `key`; returns the bytes a terminal would be sent.
  func frame(_ key: Key?) -> String {
    if let key { listView.handle(key) }
    var screen = ScreenBuffer(width: previous.width, height: previous.height)
    listView.render(into: &screen)
    let output = renderer.render(from: previous, to: screen)
    previous = screen
    return output
  }

  /// Right four times, then down, through the feed and back to the top.
  func scrollFrame() -> String {
    step += 1
    if listView.selectedIndexPath?.section == Self.carousels - 1 {
      listView.select(IndexPath(item: 0, section: 0))
    }
    return frame(step % 5 == 0 ? .down : .right)
  }

  /// Edits one card of one carousel, updates without animation and draws the frame after.
  func editOneCard() -> String {
    edits += 1
    let carousel = edits % Self.carousels
    let card = edits % Self.cards
    sections[carousel].cellModels[card] = CardModel(
      identifier: "c\(carousel)-\(card)", title: "Edited \(edits)")
    controller.update(with: sections, animated: false, completion: nil)
    return frame(nil)
  }

  /// Lays the whole feed out again (a resize between two widths) and draws it.
  func fullLayout() -> String {
    edits += 1
    listView.resize(to: CGSize(width: 80 + edits % 2, height: 24))
    previous = ScreenBuffer(width: 80 + edits % 2, height: 24)
    return frame(nil)
  }
}

@MainActor var carouselHarness: CarouselHarness?

@MainActor
func sharedCarouselHarness() -> CarouselHarness {
  if let carouselHarness { return carouselHarness }
  let harness = CarouselHarness()
  carouselHarness = harness
  return harness
}

func carouselBenchmarks() {
  let workloads: [(String, @MainActor (CarouselHarness) -> String)] = [
    ("K1 1,000 carousels × 50 cards, cursor right/down, 80x24 frame", { $0.scrollFrame() }),
    ("K2 1,000 carousels × 50 cards, edit one card, update + frame", { $0.editOneCard() }),
    ("K3 1,000 carousels × 50 cards, full layout + frame", { $0.fullLayout() }),
  ]
  for (name, step) in workloads {
    Benchmark(name, configuration: fast) { @MainActor benchmark async in
      let harness = sharedCarouselHarness()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(step(harness)) }
      benchmark.stopMeasurement()
    }
  }
}
