import Foundation
import RosterHostSupport

extension TerminalListView {
  /// How many columns the band of the section `identifier` is scrolled; 0 for a section that
  /// is not a band, or not scrolled.
  public func bandOffset(ofSection identifier: String) -> Int {
    Self.cells(childLists.offset(ofBand: identifier))
  }

  /// Scrolls the band of the section `identifier` to `offset` columns, clamped to its cards;
  /// ignored for a section that is not a band.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func scrollBand(ofSection identifier: String, to offset: Int) {
    guard let section = sections.firstIndex(where: { $0.identifier == identifier }) else { return }
    childLists.bandDidScroll(
      to: CGFloat(offset), sectionAt: section, sections: sections, layout: layout)
  }

  /// Scrolls the band of `indexPath`'s section the least that shows its card whole, when that
  /// section is a band.
  func scrollBand(toShow indexPath: IndexPath) {
    guard
      let offset = childLists.bandOffsetShowing(indexPath, sections: sections, layout: layout)
    else { return }
    childLists.bandDidScroll(
      to: offset, sectionAt: indexPath.section, sections: sections, layout: layout)
  }

  /// Whether `section` scrolls across the list, as ``ChildList`` decides.
  func isBand(_ section: Section) -> Bool {
    ChildList.isBand(section, inListScrolling: layout.scrollDirection)
  }

  /// The frame of the item at `indexPath` where it shows: moved back along its band by the
  /// band's offset (rightwards, right to left).
  func visibleFrame(for indexPath: IndexPath) -> CGRect? {
    guard let frame = layout.frame(for: indexPath) else { return nil }
    return layout.frame(frame, inBandScrolledBy: childLists.offset(ofBandAt: indexPath.section))
  }
}
