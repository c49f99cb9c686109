#if canImport(UIKit)
  extension CollectionViewHost {
    static let notACollectionViewCell =
      "not a UICollectionViewCell subclass; its models show an empty cell"
  }
#endif
