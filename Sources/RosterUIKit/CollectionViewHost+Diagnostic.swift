#if canImport(UIKit)
  extension CollectionViewHost {
    /// Something the host could not show as asked; it shows an empty cell instead.
    public enum Diagnostic: Hashable, Sendable, CustomStringConvertible {
      /// A model named a cell type that is not a `UICollectionViewCell` subclass (for example
      /// a terminal cell); its items show an empty cell.
      case notACollectionViewCell(cellType: String)

      /// A sentence naming the problem and its consequence.
      public var description: String {
        switch self {
        case .notACollectionViewCell(let cellType):
          "\(cellType) is not a UICollectionViewCell subclass; its models show an empty cell"
        }
      }
    }
  }
#endif
