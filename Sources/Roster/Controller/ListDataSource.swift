import Foundation

/// The data a ``ListHost`` shows, as the ``ListController`` that drives it answers it.
///
/// The answers are the controller's *displayed* state, its ``snapshot``: it changes only
/// inside the `updateData` closure the controller hands to the host's batch or reload, which
/// is what lets the host keep UIKit's rule R4. Index paths outside the data give `nil` rather
/// than a trap.
/// It also receives the view's events (``ListEventHandler``), so a host needs one reference.
@MainActor
public protocol ListDataSource: ListEventHandler, ItemReorderingEvents {
  /// What the list shows: the one source of the sections, their models and lookups. It
  /// changes only inside the `updateData` closures the controller hands to the host.
  var snapshot: ListSnapshot { get }

  /// The size of the item at `indexPath` (`.zero` when there is none).
  func itemSize(at indexPath: IndexPath) -> CGSize

  /// The preferred size of the cell, header or footer at `indexPath` (item 0 of its section for
  /// a header or footer), as `ListLayout.layout(_:containerSize:size:)` asks for it;
  /// `.zero` when there is none.
  func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize

  /// The size to place the element at before it is shown, exact or an estimate, as
  /// `ListLayout.layout(_:containerSize:sizing:sizingUpTo:)` asks for it: a host lays its list out
  /// with it and measures the estimated cells it shows with ``elementSize(of:at:)``. The default is
  /// ``elementSize(of:at:)``, exact; ``ListController`` estimates the cells it has not measured
  /// yet.
  func layoutSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> ElementSize

  /// ``layoutSize(of:at:)`` as one function for one layout pass: it reads the displayed data
  /// once, so that laying out n elements costs n calls of it rather than n look-ups through
  /// the data source. Ask for it when you lay out and drop it after: it answers for the data
  /// as it is when asked, and holds what answers. The default calls ``layoutSize(of:at:)``.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// import Roster
  ///
  /// var layout = ListLayout(scrollDirection: .vertical)
  /// layout.layout(sections, containerSize: bounds.size, sizing: dataSource.layoutSizer())
  /// ```
  func layoutSizer() -> (LayoutElement.Kind, IndexPath) -> ElementSize

  /// Hands `diagnostic` — bad input the host worked around — to the controller's one
  /// diagnostic channel, ``ListController/diagnosticHandler``.
  func report(_ diagnostic: ListDiagnostic)

  /// Forgets every measured size (``ListController/invalidateSizes()``): a host calls it when
  /// what its cells measure changed for all of them, such as the text size, and lays the list
  /// out again.
  func invalidateMeasuredSizes()
}

extension ListDataSource {
  /// Exact: ``elementSize(of:at:)``.
  public func layoutSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> ElementSize {
    .exact(elementSize(of: kind, at: indexPath))
  }

  /// ``layoutSize(of:at:)``, called for each element.
  public func layoutSizer() -> (LayoutElement.Kind, IndexPath) -> ElementSize {
    { kind, indexPath in self.layoutSize(of: kind, at: indexPath) }
  }
}

// The positional lookups hosts make, read from the snapshot.
extension ListDataSource {
  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.numberOfSections }

  /// The number of items in a section; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    snapshot.numberOfItems(inSection: section)
  }

  /// A section shown, with its identifier, header, footer and constraints; `nil` when there is
  /// none at `index`.
  public func section(at index: Int) -> Section? {
    snapshot.section(at: index)
  }

  /// The model of the item at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    snapshot.cellModel(at: indexPath)
  }
}
