#if canImport(UIKit)
  import UIKit

  /// What the collection and table hosts share about cell types: each type is registered once,
  /// measured with a template of its own, and reported when it is not the kind of cell the view
  /// shows. The view's cell class and how it registers and makes one are all that differ.
  @MainActor
  protocol CellTypeRegisteringHost: ListHost {
    /// The cells the view shows: `UICollectionViewCell` or `UITableViewCell`.
    associatedtype Cell: UIView
    /// The reuse identifiers of the registered cell types.
    var reuseIdentifiers: [ObjectIdentifier: String] { get set }
    /// One cell per type, bound with `sizing: true` to measure models of that type.
    var sizingTemplates: SizingTemplates<Cell> { get set }
    /// Why a type that is not a `Cell` shows empty cells, for `ListDiagnostic.unusableCellType`.
    static var notAViewCell: String { get }
    /// Registers `cellClass` with the view under `identifier`, for items, headers and footers.
    func registerWithView(_ cellClass: Cell.Type, identifier: String)
    /// A cell of `cellClass` made outside the view, to measure models with.
    static func makeTemplate(of cellClass: Cell.Type) -> Cell
  }

  extension CellTypeRegisteringHost {
    /// `ListHost.register(cellType:)`, as both hosts register: once per type, a type that is
    /// not a `Cell` reported instead.
    func registerCellClass(of cellType: any ListCell.Type) {
      let key = ObjectIdentifier(cellType)
      guard reuseIdentifiers[key] == nil else { return }
      guard let cellClass = cellType as? Cell.Type else {
        report(.unusableCellType(cellType: String(reflecting: cellType), reason: Self.notAViewCell))
        return
      }
      let identifier = ReuseIdentifier.of(cellType)
      registerWithView(cellClass, identifier: identifier)
      reuseIdentifiers[key] = identifier
    }

    /// The cell of `cellType` that measures its models (see ``SizingTemplates``); `nil`, and
    /// reported, for a type that is not a `Cell`.
    func sizingTemplate(for cellType: any ListCell.Type) -> Cell? {
      // A model without a cell was reported by the controller (`noCellForModel`); it is blank.
      guard ObjectIdentifier(cellType) != ObjectIdentifier(NoCell.self) else { return nil }
      let template = sizingTemplates.template(for: cellType) { Self.makeTemplate(of: $0) }
      if template == nil {
        report(.unusableCellType(cellType: String(reflecting: cellType), reason: Self.notAViewCell))
      }
      return template
    }
  }
#endif
