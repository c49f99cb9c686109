#if canImport(UIKit)
  extension CollectionViewHost {
    static let notAViewCell =
      "not a UICollectionViewCell subclass; its models show an empty cell"
  }
#endif
