#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost: CellTypeRegisteringHost {
    /// Registers `cellClass` as a cell and as a section header and footer view.
    func registerWithView(_ cellClass: UICollectionViewCell.Type, identifier: String) {
      collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
      for kind in Self.supplementaryKinds {
        collectionView.register(
          cellClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
    }

    static func makeTemplate(of cellClass: UICollectionViewCell.Type) -> UICollectionViewCell {
      cellClass.init(frame: .zero)
    }
  }

  extension UICollectionView {
    /// Registers the empty cell a model whose cell type cannot be shown gets, as a cell and as
    /// a section header and footer view (``ReuseIdentifier/fallback``).
    func registerFallbackCells() {
      register(UICollectionViewCell.self, forCellWithReuseIdentifier: ReuseIdentifier.fallback)
      for kind in CollectionViewHost.supplementaryKinds {
        register(
          UICollectionViewCell.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: ReuseIdentifier.fallback)
      }
    }
  }

  extension CollectionViewHost {
    static let notAViewCell =
      "not a UICollectionViewCell subclass; its models show an empty cell"
  }
#endif
