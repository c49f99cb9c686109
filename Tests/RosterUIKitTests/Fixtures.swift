#if os(Linux)
  import Foundation
  import Testing
  import UIKitModel
  @testable import RosterUIKitOnModel

  /// A row of text: sized explicitly, or measured by its cell (`measured`) through
  /// `systemLayoutSizeFitting`, where its height is the height of the cell's label.
  struct RowModel: TypedCellModel, SelectableCellModel, CustomStringConvertible {
    typealias CellType = RowCell

    var identifier: String
    var text: String
    var height: CGFloat = 44
    var measured = false
    var selectionAction: SelectionAction?

    func identical(to model: any CellModel) -> Bool {
      guard let model = model as? RowModel else { return false }
      return (model.identifier, model.text, model.height, model.measured)
        == (identifier, text, height, measured)
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      measured ? .autolayout : .explicit(CGSize(width: containerSize.width, height: height))
    }

    var description: String { "\(identifier):\(text)" }
  }

  /// The cell of ``RowModel``: a label whose frame its model sets, so that the model's
  /// deterministic Auto Layout fits the cell to it.
  final class RowCell: ListCollectionViewCell, TypedListCell {
    let label = UIView(frame: .zero)
    private(set) var model: RowModel?
    /// Display bindings (not sizing ones) since the cell was created.
    private(set) var displayBindings = 0

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func bind(model: RowModel, sizing: Bool) {
      self.model = model
      label.frame = CGRect(x: 0, y: 0, width: 100, height: model.height)
      if !sizing { displayBindings += 1 }
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  /// A list on a screen, as an app builds it: a window, a collection view with a
  /// ``ListCollectionViewLayout``, its ``CollectionViewHost`` and a `ListController`.
  @MainActor
  final class Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = ListCollectionViewLayout()
    let collectionView: UICollectionView
    let host: CollectionViewHost
    let controller: ListController<CollectionViewHost>
    var diagnostics: [ListDiagnostic] = []

    init(inWindow: Bool = true) {
      collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      host = CollectionViewHost(collectionView: collectionView)
      controller = ListController(host: host)
      controller.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
      if inWindow { window.addSubview(collectionView) }
    }

    /// Lets every animation finish and the run loop turn until nothing is left to do.
    func settle() {
      ModelClock.settle()
      ModelClock.advance()
    }

    /// After settling: UIKit raised nothing, the counts are `sections`', the visible items are
    /// exactly those whose frames meet the bounds, and each shows a dequeued cell, in the
    /// window, bound to exactly the model at its index path.
    func expectShows(
      _ sections: [Section], _ comment: Comment? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      settle()
      #expect(collectionView.batchErrors.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(collectionView.raisedExceptions.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(diagnostics.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(!controller.isUpdating, comment, sourceLocation: sourceLocation)
      #expect(
        collectionView.numberOfSections == sections.count, comment, sourceLocation: sourceLocation)
      for (index, section) in sections.enumerated() {
        #expect(
          collectionView.numberOfItems(inSection: index) == section.cellModels.count, comment,
          sourceLocation: sourceLocation)
      }
      let inBounds = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
        .filter { $0.representedElementKind == nil }.map(\.indexPath).sorted()
      #expect(
        collectionView.indexPathsForVisibleItems == inBounds, comment,
        sourceLocation: sourceLocation)
      for indexPath in collectionView.indexPathsForVisibleItems {
        guard sections.indices.contains(indexPath.section),
          sections[indexPath.section].cellModels.indices.contains(indexPath.item),
          let cell = collectionView.cellForItem(at: indexPath) as? RowCell
        else {
          Issue.record("no model or no RowCell at \(indexPath)", sourceLocation: sourceLocation)
          continue
        }
        let expected = sections[indexPath.section].cellModels[indexPath.item]
        #expect(collectionView.wasDequeued(cell), comment, sourceLocation: sourceLocation)
        #expect(cell.window === window, comment, sourceLocation: sourceLocation)
        #expect(
          cell.model?.identical(to: expected) == true,
          "\(indexPath): \(String(describing: cell.model)) instead of \(expected); \(comment ?? "")",
          sourceLocation: sourceLocation)
        #expect(
          cell.cellModel?.identical(to: expected) == true, comment, sourceLocation: sourceLocation)
        #expect(
          cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame, comment,
          sourceLocation: sourceLocation)
      }
    }
  }

  /// `count` rows `r0`, `r1`, … in one section, 44 points tall: ten fill the 480-point screen.
  func rows(_ identifiers: some Sequence<Int>, text: String = "") -> [any CellModel] {
    identifiers.map { RowModel(identifier: "r\($0)", text: text) }
  }
#endif
