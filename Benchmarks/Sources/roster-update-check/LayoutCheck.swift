// The layout of one long section: a full layout of it against an edit near its top
// (an insertion, a deletion, a resize), in a list and in a two-column grid, all in one run; and
// the same insertion laid out the way it was before splices, resuming after the edit and
// measuring everything after it, for contrast.
import Roster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One section as the layout sees it.
struct PlainSection: LayoutSection {
  var numberOfItems: Int
  var hasHeader = true
  var hasFooter = false
  var constraints: Constraints
}

/// Times each edit `rounds` times (each undone right after, untimed) and prints the medians.
func layoutCheck(count: Int, rounds: Int) {
  let container = CGSize(width: 390, height: 844)
  let shapes: [(String, Distribution, Int)] = [
    ("list", .entireRow, 1), ("grid", .equally(cellsInRow: 2), 2),
    ("grid, one item (every later cell changes column)", .equally(cellsInRow: 2), 1),
  ]
  for (name, distribution, inserted) in shapes {
    let constraints = Constraints(
      inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), minimumLineSpacing: 8,
      minimumInteritemSpacing: 8, distribution: distribution)
    var heights = (0..<count).map { CGFloat(40 + ($0 * 37) % 80) }
    func sections(_ heights: [CGFloat]) -> [PlainSection] {
      [PlainSection(numberOfItems: heights.count, constraints: constraints)]
    }
    func sizes(_ heights: [CGFloat]) -> (LayoutElement.Kind, IndexPath) -> CGSize {
      { kind, path in
        kind == .cell
          ? CGSize(width: 175, height: heights[path.item]) : CGSize(width: 390, height: 30)
      }
    }
    let at = 10
    let clock = ContinuousClock()
    var samples: [String: [Double]] = [:]
    var layout = ListLayout()
    layout.layout(sections(heights), containerSize: container, size: sizes(heights))
    let insertion = BatchUpdate(
      itemInsertions: (at..<(at + inserted)).map { IndexPath(item: $0, section: 0) })
    let deletion = BatchUpdate(
      itemDeletions: (at..<(at + inserted)).map { IndexPath(item: $0, section: 0) })
    let rebind = BatchUpdate(itemRebinds: [IndexPath(item: at, section: 0)])
    for _ in 0..<rounds {
      var fresh = ListLayout()
      samples["full", default: []].append(
        milliseconds(
          clock.measure {
            fresh.layout(sections(heights), containerSize: container, size: sizes(heights))
          }))

      heights.insert(contentsOf: Array(repeating: 55, count: inserted), at: at)
      samples["insert", default: []].append(
        milliseconds(
          clock.measure {
            layout.apply(insertion, sections: sections(heights), size: sizes(heights))
          }))
      heights.removeSubrange(at..<(at + inserted))
      samples["delete", default: []].append(
        milliseconds(
          clock.measure {
            layout.apply(deletion, sections: sections(heights), size: sizes(heights))
          }))

      let height = heights[at]
      heights[at] = height + 17
      samples["resize", default: []].append(
        milliseconds(
          clock.measure { layout.apply(rebind, sections: sections(heights), size: sizes(heights)) })
      )
      heights[at] = height
      layout.apply(rebind, sections: sections(heights), size: sizes(heights))

      // Before splices: the section resumed at the edit, everything after it measured again.
      heights.insert(contentsOf: Array(repeating: 55, count: inserted), at: at)
      let resume = LayoutInvalidation(sections: [.resume(previous: 0, unchangedItems: at)])
      samples["resume", default: []].append(
        milliseconds(
          clock.measure {
            layout.relayout(resume, sections: sections(heights), size: sizes(heights))
          }))
      heights.removeSubrange(at..<(at + inserted))
      layout.apply(deletion, sections: sections(heights), size: sizes(heights))
    }
    var full = ListLayout()
    full.layout(sections(heights), containerSize: container, size: sizes(heights))
    for item in [0, at, at + 1, count / 2, count - 1] {
      let path = IndexPath(item: item, section: 0)
      precondition(layout.frame(for: path) == full.frame(for: path), "layout differs at \(item)")
    }
    precondition(layout.contentSize == full.contentSize)
    let m = samples.mapValues(median)
    let fullTime = m["full", default: .nan]
    func part(_ key: String) -> String {
      let value = m[key, default: .nan]
      return "\(format(value)) ms (\(String(format: "%.1f", 100 * value / fullTime))%)"
    }
    print(
      "layout \(count) items, \(name): full \(format(fullTime)) ms; near the top: insert \(inserted) \(part("insert")),"
        + " delete \(inserted) \(part("delete")), resize 1 \(part("resize")); insert resumed as before \(part("resume"))"
    )
  }
}
