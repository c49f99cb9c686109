#if canImport(UIKit)
  import RosterCells
  import RosterUIKit
  import UIKit

  extension CellRegistry {
    /// Registers RosterUIKitCells' collection view cell for every model of RosterCells, so
    /// that a `CollectionViewHost` shows the whole catalogue. Call it once on the host's
    /// registry, before the first update that shows a catalogue model:
    ///
    /// <!-- snippet: fragment -->
    /// ```swift
    /// let host = CollectionViewHost(collectionView: collectionView)
    /// host.cellRegistry.registerCollectionViewCells()
    /// ```
    ///
    /// Entries registered afterwards for the same model types replace these, so an app can
    /// restyle one kind of row with a cell of its own.
    public func registerCollectionViewCells() {
      register(LabelCollectionViewCell.self)
      register(DetailLabelCollectionViewCell.self)
      register(IconLabelCollectionViewCell.self)
      register(ImageCollectionViewCell.self)
      register(CardCollectionViewCell.self)
      register(ButtonCollectionViewCell.self)
      register(ToggleCollectionViewCell.self)
      register(SegmentedControlCollectionViewCell.self)
      register(TextFieldCollectionViewCell.self)
      register(TextViewCollectionViewCell.self)
      register(SeparatorCollectionViewCell.self)
      register(SpacerCollectionViewCell.self)
      register(SkeletonCollectionViewCell.self)
      register(EmptyStateCollectionViewCell.self)
      register(ErrorCollectionViewCell.self)
      register(SectionTitleCollectionViewCell.self)
    }

    /// Registers RosterUIKitCells' table view cell for every model of RosterCells, so that a
    /// `TableViewHost` shows the whole catalogue; the table counterpart of
    /// ``registerCollectionViewCells()``.
    ///
    /// Entries registered afterwards for the same model types replace these.
    public func registerTableViewCells() {
      register(LabelTableViewCell.self)
      register(DetailLabelTableViewCell.self)
      register(IconLabelTableViewCell.self)
      register(ImageTableViewCell.self)
      register(CardTableViewCell.self)
      register(ButtonTableViewCell.self)
      register(ToggleTableViewCell.self)
      register(SegmentedControlTableViewCell.self)
      register(TextFieldTableViewCell.self)
      register(TextViewTableViewCell.self)
      register(SeparatorTableViewCell.self)
      register(SpacerTableViewCell.self)
      register(SkeletonTableViewCell.self)
      register(EmptyStateTableViewCell.self)
      register(ErrorTableViewCell.self)
      register(SectionTitleTableViewCell.self)
    }
  }
#endif
