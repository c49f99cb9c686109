#if canImport(UIKit)
  extension CollectionViewHost {
    /// Something the host could not show as asked, and what it showed instead.
    public enum Diagnostic: Hashable, Sendable, CustomStringConvertible {
      /// A model named a cell type that is not a `UICollectionViewCell` subclass (for example
      /// a terminal cell); its items show an empty cell.
      case notACollectionViewCell(cellType: String)
      /// ``ListCollectionViewLayout`` laid out input it had to correct (see
      /// `LayoutDiagnostic`, which says what it did instead).
      case layout(LayoutDiagnostic)

      /// A sentence naming the problem and its consequence.
      public var description: String {
        switch self {
        case .notACollectionViewCell(let cellType):
          "\(cellType) is not a UICollectionViewCell subclass; its models show an empty cell"
        case .layout(let diagnostic):
          "layout: \(diagnostic)"
        }
      }
    }
  }
#endif
