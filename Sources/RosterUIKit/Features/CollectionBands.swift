#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// The bands of a ``CollectionViewHost`` — sections flowing across the list, such as a row of
  /// cards in a vertical list — and the one place that knows how the collection view shows
  /// them: with a ``ListCollectionViewLayout``, each band is one item of the collection view, a
  /// ``BandCollectionViewCell`` holding a collection view of its own that scrolls the band's
  /// cards by touch.
  ///
  /// The list's index paths stay the models' and the controller's; only the collection view
  /// sees a band as one item. Every part of the host that turns one into the other asks this
  /// component:
  ///
  /// - ``contains(section:)``: whether the collection view shows the section as a band;
  /// - ``listIndexPath(forOuter:)``: the list's item a collection view's item shows, `nil` for a
  ///   band's one item, which shows many cards;
  /// - ``outerIndexPath(for:)``: the collection view's item that shows a list's item, the
  ///   band's one item for a card;
  /// - ``visibleListIndexPaths()``: the list's visible items, each band's cards in view for its
  ///   item.
  ///
  /// It also keeps the band cells the host made, and splits each batch between the collection
  /// view and the bands' views as the first of the host's features (`HostFeature`, in
  /// CollectionBands+Batch.swift).
  @MainActor
  final class CollectionBands {
    /// The host whose collection view shows the bands; it owns this component.
    unowned let host: CollectionViewHost
    /// The band cells made so far, for the batches and offsets they follow.
    private var cells: [WeakBandCell] = []

    /// The bands of `host`'s collection view.
    init(host: CollectionViewHost) {
      self.host = host
    }

    // MARK: Mapping

    /// The collection view's layout, when it is a ``ListCollectionViewLayout``: without one,
    /// no section is a band.
    private var layout: ListCollectionViewLayout? {
      host.collectionView.collectionViewLayout as? ListCollectionViewLayout
    }

    /// Whether the section at `index` is shown as a band: the collection view has a
    /// ``ListCollectionViewLayout`` and the section flows across it.
    ///
    /// - Complexity: O(1).
    func contains(section index: Int) -> Bool {
      guard let layout, let section = host.dataSource?.section(at: index) else { return false }
      return ChildList.isBand(section, inListScrolling: layout.scrollDirection)
    }

    /// The sections shown as bands now.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func sections() -> Set<Int> {
      guard let layout, let sections = host.dataSource?.snapshot.sections else { return [] }
      var bands: Set<Int> = []
      for (index, section) in sections.enumerated()
      where ChildList.isBand(section, inListScrolling: layout.scrollDirection) {
        bands.insert(index)
      }
      return bands
    }

    /// The list's item that the collection view's item at `outer` shows: the same index path,
    /// or `nil` for a band's one item, whose cards its own view shows.
    ///
    /// - Complexity: O(1).
    func listIndexPath(forOuter outer: IndexPath) -> IndexPath? {
      contains(section: outer.section) ? nil : outer
    }

    /// The collection view's item that shows the list's item at `indexPath`: the same index
    /// path, or a band's one item for one of its cards.
    ///
    /// - Complexity: O(1).
    func outerIndexPath(for indexPath: IndexPath) -> IndexPath {
      contains(section: indexPath.section)
        ? IndexPath(item: 0, section: indexPath.section) : indexPath
    }

    /// The list's visible items: the collection view's, each band's cards in view for its one
    /// item.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible items when a band is visible, O(*v*)
    ///   otherwise.
    func visibleListIndexPaths() -> [IndexPath] {
      let collectionView = host.collectionView
      var paths: [IndexPath] = []
      var hasBands = false
      for path in collectionView.indexPathsForVisibleItems {
        if let item = listIndexPath(forOuter: path) {
          paths.append(item)
          continue
        }
        hasBands = true
        if let band = collectionView.cellForItem(at: path) as? BandCollectionViewCell {
          paths += band.visibleListIndexPaths
        }
      }
      return hasBands ? paths.sorted() : paths
    }

    // MARK: Cells

    /// The band cell for the band at `indexPath`, showing its section scrolled as it was.
    func cell(at indexPath: IndexPath) -> UICollectionViewCell {
      let cell = host.collectionView.dequeueReusableCell(
        withReuseIdentifier: ReuseIdentifier.band, for: indexPath)
      guard let band = cell as? BandCollectionViewCell,
        let section = host.dataSource?.section(at: indexPath.section)
      else { return cell }
      if !liveCells.contains(where: { $0 === band }) {
        cells.append(WeakBandCell(cell: band))
      }
      band.show(
        section, at: indexPath.section, host: host,
        offset: host.childLists.offset(ofBand: section.identifier))
      return band
    }

    /// The band cells made that are still alive, on screen or waiting for reuse.
    var liveCells: [BandCollectionViewCell] {
      cells.removeAll { $0.cell == nil }
      return cells.compactMap(\.cell)
    }

    /// The list's layout measured cards of the bands of `sections` that were placed at an
    /// estimate: the views of those bands place their cards again.
    func wereMeasured(_ sections: Set<Int>) {
      guard !sections.isEmpty else { return }
      for cell in liveCells {
        guard let index = cell.listSection(), sections.contains(index) else { continue }
        cell.invalidateCardsLayout()
      }
    }
  }

  /// A band cell the host configured, kept without keeping it alive.
  struct WeakBandCell {
    weak var cell: BandCollectionViewCell?
  }
#endif
