import Foundation

extension ListLayout {
  /// The size an element of a section with `constraints` may take in a container of
  /// `containerSize`: along the section's cross axis, exactly the extent the layout gives it;
  /// along the section's own flow, the container's extent (a cell may be longer).
  ///
  /// A cell may take the container minus the section's insets, or one column of
  /// ``Distribution/equally(cellsInRow:)``; a header or footer spans the whole container
  /// (insets and columns do not apply to it). Measure a cell for this size and it is laid out
  /// at the width it was measured for.
  ///
  /// <!-- snippet: run -->
  /// ```swift
  /// let grid = Constraints(
  ///   inset: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), minimumInteritemSpacing: 2,
  ///   distribution: .equally(cellsInRow: 2))
  /// let container = CGSize(width: 42, height: 20)
  /// assert(ListLayout.availableSize(for: .cell, in: container, constraints: grid).width == 18)
  /// assert(ListLayout.availableSize(for: .header, in: container, constraints: grid).width == 42)
  /// ```
  ///
  /// Bad dimensions are replaced as ``layout(_:containerSize:size:)`` replaces them.
  ///
  /// - Complexity: O(1).
  public static func availableSize(
    for kind: LayoutElement.Kind, in containerSize: CGSize, constraints: Constraints
  ) -> CGSize {
    let container = CGSize(
      width: sanitizedExtent(containerSize.width), height: sanitizedExtent(containerSize.height))
    var constraints = constraints
    if kind != .cell {
      constraints.inset = .zero
      constraints.distribution = .entireRow
    }
    let metrics = SectionMetrics(container: container, constraints: constraints)
    let flow = constraints.scrollDirection
    return flow.size(main: flow.main(of: container), cross: metrics.cellCrossExtent)
  }

  /// The size a cell indented `indentationLevel` levels may take in a section with
  /// `constraints` (see *Indentation* in ``ListLayout``): ``availableSize(for:in:constraints:)``
  /// narrowed by `indentationLevel × indentation` across, never below zero, where indentation
  /// is the section's ``Constraints/outlineIndentation`` or else `defaultIndentation` (the
  /// layout's ``defaultOutlineIndentation``). Headers, footers and grids are not indented;
  /// nor are bands, whose cells the layout never indents (pass level 0 for them).
  ///
  /// <!-- snippet: run -->
  /// ```swift
  /// let outline = Constraints(outlineIndentation: 2)
  /// let container = CGSize(width: 40, height: 20)
  /// let size = ListLayout.availableSize(
  ///   for: .cell, in: container, constraints: outline, indentationLevel: 3,
  ///   defaultIndentation: 10)
  /// assert(size.width == 34)
  /// ```
  ///
  /// - Complexity: O(1).
  public static func availableSize(
    for kind: LayoutElement.Kind, in containerSize: CGSize, constraints: Constraints,
    indentationLevel: Int, defaultIndentation: CGFloat
  ) -> CGSize {
    let size = availableSize(for: kind, in: containerSize, constraints: constraints)
    guard kind == .cell, indentationLevel > 0, constraints.distribution == .entireRow else {
      return size
    }
    let indentation = sanitizedExtent(constraints.outlineIndentation ?? defaultIndentation)
    let offset = CGFloat(indentationLevel) * indentation
    let flow = constraints.scrollDirection
    let indented = SectionLayout.indent(CGRect(origin: .zero, size: size), by: offset, flow: flow)
    return indented.size
  }
}
