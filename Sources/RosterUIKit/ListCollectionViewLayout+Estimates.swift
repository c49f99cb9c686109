#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  // Estimated sizes: cells that measure themselves are laid out at an estimate
  // (`ListDataSource.layoutSize(of:at:)`) and measured when they come near the screen, so a long
  // list of self-sizing cells measures what it shows and a screen each way, not every cell.
  extension ListCollectionViewLayout {
    /// How many times a measurement looks again at what it measures: cells measured shorter
    /// than their estimates bring others into the rectangle, and a moved offset brings others
    /// into the bounds. A few passes settle any list.
    private static let measuringPasses = 8

    /// Whether `bounds` show a cell placed at an estimate (any card of a band in them).
    ///
    /// - Complexity: O(log s + log r + k), as `ListLayout/estimatedItems(in:bandOffsets:)`.
    func showsEstimatedItems(_ bounds: CGRect) -> Bool {
      !listLayout.estimatedItems(in: spanningTheList(bounds)).isEmpty
    }

    /// Measures the estimated cells in the collection view's bounds and a screen each way
    /// along the scroll axis, keeping the first measured item in the bounds (or the first item,
    /// when none is measured) where it is on screen (the offset moves by as much as the item's
    /// leading edge did), and a list scrolled to its end at its end.
    ///
    /// - Complexity: O(log s + log r + k) when nothing is estimated there; otherwise the
    ///   measurements and `ListLayout/measureEstimatedItems(in:bandOffsets:sections:size:)`.
    func measureShownItems() {
      guard let collectionView, let source, let data = source.dataSource else { return }
      var sections: [Section]?
      for _ in 0..<Self.measuringPasses {
        let bounds = collectionView.bounds
        let viewport = bounds.size.along(scrollDirection)
        guard viewport > 0 else { return }
        let rect = spanningTheList(grown(bounds, by: viewport))
        let found = listLayout.estimatedItems(in: rect)
        guard !found.isEmpty else { return }
        let atEnd = isScrolledToEnd(collectionView)
        let anchor = listLayout.measuringAnchor(among: listLayout.items(in: bounds))
        let before = anchor.flatMap(listLayout.frame(for:))
        let shown = sections ?? data.snapshot.sections
        sections = shown
        let measured = listLayout.measureEstimatedItems(in: rect, sections: shown) {
          data.elementSize(of: $0, at: $1)
        }
        guard measured > 0 else { return }
        reportDiagnostics(to: source)
        source.bandsWereMeasured(bandSections(of: found))
        var offset = collectionView.contentOffset.along(scrollDirection)
        if atEnd {
          offset = endOffset(of: collectionView)
        } else if let anchor, let before, let after = listLayout.frame(for: anchor) {
          offset += leadingEdge(of: after) - leadingEdge(of: before)
        }
        let current = collectionView.contentOffset
        if offset != current.along(scrollDirection) {
          collectionView.contentOffset = current.moved(to: offset, along: scrollDirection)
        }
        rememberReadingGeometry(of: collectionView)
      }
    }

    /// Measures the estimated cells within a screen of the item at `indexPath` (the whole band
    /// of a card), so that a scroll to it reads exact frames, and invalidates the layout, so
    /// that the collection view reads the new frames (nothing is laid out again).
    func measureEstimatedItems(around indexPath: IndexPath) {
      guard let collectionView, let source, let data = source.dataSource else { return }
      _ = preparedListLayout()
      let viewport = collectionView.bounds.size.along(scrollDirection)
      let sections = data.snapshot.sections
      var measuredAny = false
      for _ in 0..<Self.measuringPasses {
        // The item moves as the cells before it are measured: what is around it is found anew.
        guard let frame = listLayout.frame(for: indexPath) else { break }
        let rect = spanningTheList(grown(frame, by: viewport))
        let found = listLayout.estimatedItems(in: rect)
        guard !found.isEmpty,
          listLayout.measureEstimatedItems(
            in: rect, sections: sections, size: { data.elementSize(of: $0, at: $1) }) > 0
        else { break }
        measuredAny = true
        reportDiagnostics(to: source)
        source.bandsWereMeasured(bandSections(of: found))
      }
      guard measuredAny else { return }
      rememberReadingGeometry(of: collectionView)
      // Not everything: the frames changed, the data did not.
      invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
    }

    /// The sections of `indexPaths` that are bands.
    private func bandSections(of indexPaths: [IndexPath]) -> Set<Int> {
      var bands: Set<Int> = []
      for indexPath in indexPaths where !bands.contains(indexPath.section) {
        if listLayout.bandLength(ofSection: indexPath.section) != nil {
          bands.insert(indexPath.section)
        }
      }
      return bands
    }

    /// A horizontal list's geometry changed under the offset it reads at: that offset, as the
    /// offset is now, is the place it reads (the first item kept its place), not one for
    /// `keepReadingPlace()` to restore. A list not read yet opens where `prepare()` says.
    private func rememberReadingGeometry(of collectionView: UICollectionView) {
      guard scrollDirection == .horizontal, lastReading != nil else { return }
      lastReading = readingGeometry(of: collectionView)
    }

    /// Whether the collection view shows the end of its list (the right end of a vertical or
    /// left-to-right list, the left end of a horizontal list read right to left), as it last
    /// showed it, and can scroll.
    private func isScrolledToEnd(_ collectionView: UICollectionView) -> Bool {
      let (minimum, maximum) = offsetRange(
        of: collectionView, contentLength: collectionView.contentSize.along(scrollDirection))
      guard maximum > minimum else { return false }
      // Half a point: an offset rounded to the screen's pixels still shows the end.
      let offset = collectionView.contentOffset.along(scrollDirection)
      return readsBackward ? offset <= minimum + 0.5 : offset >= maximum - 0.5
    }

    /// The offset that shows the end of the list as it is laid out now.
    private func endOffset(of collectionView: UICollectionView) -> CGFloat {
      let (minimum, maximum) = offsetRange(
        of: collectionView, contentLength: listLayout.contentSize.along(scrollDirection))
      return readsBackward ? minimum : maximum
    }

    /// The smallest and the largest offset along the scroll axis of a content `contentLength`
    /// long, with the collection view's adjusted insets.
    private func offsetRange(
      of collectionView: UICollectionView, contentLength: CGFloat
    ) -> (CGFloat, CGFloat) {
      let insets = collectionView.adjustedContentInset
      let (start, end) =
        scrollDirection == .vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
      let viewport = collectionView.bounds.size.along(scrollDirection)
      return (-start, max(-start, contentLength + end - viewport))
    }

    /// Whether the list scrolls horizontally and reads right to left: its first item is at the
    /// right, and its items' leading edges are their right edges.
    private var readsBackward: Bool {
      scrollDirection == .horizontal && listLayout.layoutDirection == .rightToLeft
    }

    /// Where along the scroll axis `frame` starts, as the list reads.
    private func leadingEdge(of frame: CGRect) -> CGFloat {
      switch scrollDirection {
      case .vertical: return frame.minY
      case .horizontal: return readsBackward ? frame.maxX : frame.minX
      }
    }

    /// `rect` grown by `length` at both ends along the scroll axis.
    private func grown(_ rect: CGRect, by length: CGFloat) -> CGRect {
      scrollDirection == .vertical
        ? rect.insetBy(dx: 0, dy: -length) : rect.insetBy(dx: -length, dy: 0)
    }

    /// `rect` along the scroll axis, and everything across it: a band's cards beyond the
    /// bounds are measured with the band.
    private func spanningTheList(_ rect: CGRect) -> CGRect {
      // Beyond 2⁴⁰, the largest extent `ListLayout` places anything at.
      let far = CGFloat(1 << 42)
      switch scrollDirection {
      case .vertical: return CGRect(x: -far, y: rect.minY, width: 2 * far, height: rect.height)
      case .horizontal: return CGRect(x: rect.minX, y: -far, width: rect.width, height: 2 * far)
      }
    }
  }
#endif
