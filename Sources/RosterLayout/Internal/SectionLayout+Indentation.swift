import Foundation

// Indentation is applied as frames are read, as mirroring is: the rows, the tails of estimated
// rows, the incremental edits and the searches all work on unindented frames, and a changed
// default indentation takes effect with no layout. An indented frame lies inside its
// unindented one, so every search that finds the first finds the second among its candidates.
extension SectionLayout {
  /// The frame of the item at `item` (one of `0..<itemCount`) in the section's coordinates,
  /// moved from its leading edge by its level's indentation and narrowed by as much (never
  /// below zero); `defaultIndentation` applies when the section has no indentation of its own.
  ///
  /// - Complexity: O(1).
  func indentedFrame(ofItem item: Int, defaultIndentation: CGFloat) -> CGRect {
    let frame = frame(ofItem: item)
    guard item < levels.count, levels[item] > 0 else { return frame }
    let offset = CGFloat(levels[item]) * (indentation ?? defaultIndentation)
    return Self.indent(frame, by: offset, flow: flow)
  }

  /// `frame` moved `offset` from its start across `flow` and narrowed by as much, capped at
  /// its extent across.
  static func indent(_ frame: CGRect, by offset: CGFloat, flow: ScrollDirection) -> CGRect {
    let extent = flow.cross(of: frame.size)
    let shift = min(max(0, offset), extent)
    guard shift > 0 else { return frame }
    switch flow {
    case .vertical:
      return CGRect(
        x: frame.minX + shift, y: frame.minY, width: extent - shift, height: frame.height)
    case .horizontal:
      return CGRect(
        x: frame.minX, y: frame.minY + shift, width: frame.width, height: extent - shift)
    }
  }

  /// Reads the indentation levels of `section`'s items, laid out as `distribution` in a list
  /// scrolling along `direction`: only a section of rows (``Distribution/entireRow``, flowing
  /// with the list) that ``LayoutSection/indentsItems`` keeps any; a grid or a band ignores
  /// them, as a column of a grid has no leading edge of its own to indent from. Negative levels
  /// count as 0; a negative, NaN or infinite indentation is reported and taken as 0.
  ///
  /// - Complexity: O(n) for a section of n items that indents them, O(1) when it hands its
  ///   levels over whole (``IndentationLevelsSource``) or does not indent them.
  mutating func readIndentation(
    of section: some LayoutSection, at index: Int, direction: ScrollDirection,
    diagnostics: inout [LayoutDiagnostic]
  ) {
    let constraints = section.constraints
    guard section.indentsItems, constraints.distribution == .entireRow,
      !constraints.isBand(inListScrolling: direction)
    else {
      levels = []
      indentation = nil
      return
    }
    if let own = constraints.outlineIndentation {
      let safe = ListLayout.sanitizedExtent(own)
      if safe != own { diagnostics.append(.invalidSpacing(section: index, value: own)) }
      indentation = safe
    } else {
      indentation = nil
    }
    if let source = section as? any IndentationLevelsSource,
      let levels = source.indentationLevels, levels.count == section.numberOfItems
    {
      self.levels = levels
      return
    }
    var levels: [Int] = []
    levels.reserveCapacity(section.numberOfItems)
    for item in 0..<section.numberOfItems {
      levels.append(max(0, section.indentationLevel(ofItem: item)))
    }
    self.levels = levels
  }
}

extension ListLayout {
  /// ``defaultOutlineIndentation`` made safe: a negative, NaN or infinite value is 0.
  var safeDefaultOutlineIndentation: CGFloat { Self.sanitizedExtent(defaultOutlineIndentation) }
}
