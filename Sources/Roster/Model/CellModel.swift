import Foundation

/// The declarative description of one cell: what it is, what it shows, which cell shows it and
/// how big it wants to be.
///
/// Cell models are values: they hold no views and have no side effects, so they can be
/// diffed off the main actor and tested without a list view.
///
/// - ``identifier`` is the cell's stable identity. Two models with different identifiers are
///   different cells (deleted and inserted); with the same identifier, ``identical(to:)``
///   decides whether the content changed (the live cell is rebound) or not (nothing happens).
/// - ``cellType`` is the cell that shows the model. Hosts register every cell type they meet
///   in the models they are given, so apps never register cells by hand.
/// - ``size(constrainedTo:)`` says how the cell is sized; see ``CellSize``.
///
/// Conform through ``TypedCellModel``, which derives ``cellType`` from the cell's model type,
/// and make the model `Equatable` to get ``identical(to:)`` for free.
public protocol CellModel: Sendable {
  /// The cell's stable identity within the list.
  var identifier: String { get }
  /// The cell that shows this model.
  var cellType: any ListCell.Type { get }
  /// Whether `model` shows exactly the same content as this model (it has the same
  /// identifier).
  ///
  /// It must be a pure function of the two models — the same answer every time it is asked —
  /// because Roster asks it at different moments (diffing, caching sizes, deciding whether a
  /// live cell needs binding) and relies on the answers agreeing. An answer that changes from
  /// call to call leaves cells showing stale content. A model is identical to a copy of itself:
  /// Roster does not ask when it is handed the very value it shows again — the same cell model
  /// array, or a model whose bits are those of the displayed one (as when an app rebuilds its
  /// models from the same stored values).
  func identical(to model: any CellModel) -> Bool
  /// How big the cell wants to be in a container of the given size.
  func size(constrainedTo containerSize: CGSize) -> CellSize
  /// What a measured (``CellSize/autolayout``) cell is placed at until it comes into view and
  /// is measured, or `nil` for the default: the mean of the sizes measured so far for models
  /// of this type (the first one of a type is measured before anything is estimated).
  /// Explicit and relative sizes are exact and never estimated.
  ///
  /// A good estimate keeps the scroll indicator and the content size close to the truth while
  /// few rows are measured; it never moves what is on screen, since Roster keeps the rows in
  /// view in place when the rows above them are measured.
  ///
  /// ```swift
  /// import Roster
  ///
  /// struct Comment: CellModel, Equatable {
  ///   var identifier: String
  ///   var text: String
  ///   var cellType: any ListCell.Type { NoCell.self }
  ///   // About one line per 60 characters, in a list of 20-point lines.
  ///   func estimatedSize(constrainedTo containerSize: CGSize) -> CGSize? {
  ///     CGSize(width: containerSize.width, height: 20 * CGFloat(1 + text.count / 60))
  ///   }
  ///   static func == (lhs: Comment, rhs: Comment) -> Bool {
  ///     lhs.identifier == rhs.identifier && lhs.text == rhs.text
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter containerSize: the size the cell is measured in: the width it may take and
  ///   an unbounded height in a vertical list (the other way round in a horizontal one).
  func estimatedSize(constrainedTo containerSize: CGSize) -> CGSize?
}

extension CellModel {
  /// Measured by the host, by default.
  public func size(constrainedTo containerSize: CGSize) -> CellSize { .autolayout }

  /// No estimate of its own, by default: the mean measured size of the model's type stands in.
  public func estimatedSize(constrainedTo containerSize: CGSize) -> CGSize? { nil }
}

extension CellModel {
  /// Whether a cell showing this model already shows `model`: the same ``cellType`` and
  /// ``identical(to:)`` content. Roster's one definition of "the same content", used by the
  /// diff (a changed item is rebound), the size cache (a cached size still holds) and the
  /// hosts (a live cell needs no binding); identifiers are compared by whoever pairs the models.
  public func hasSameContent(as model: any CellModel) -> Bool {
    ObjectIdentifier(cellType) == ObjectIdentifier(model.cellType) && identical(to: model)
  }
}

extension CellModel where Self: Equatable {
  /// Equal models are identical; a model of another type never is.
  @inlinable
  public func identical(to model: any CellModel) -> Bool {
    _isEqual(toOpened: model)
  }

  /// `model` opened: when it is of this very type (nearly always, since a diff compares the
  /// models paired by identifier) it is compared in place, without the runtime's general
  /// dynamic cast that `as? Self` costs for every paired item of every update. Any other type
  /// still goes through the cast, which also accepts a subclass of a class model. Inlinable,
  /// so that an app's model type gets it specialized: `==` is then its own, called directly.
  @inlinable
  func _isEqual<Other: CellModel>(toOpened model: Other) -> Bool {
    guard ObjectIdentifier(Other.self) == ObjectIdentifier(Self.self) else {
      return _isEqual(toCast: model)
    }
    return unsafeBitCast(model, to: Self.self) == self
  }

  /// The general case, apart so that the common one needs no metadata for the cast.
  @usableFromInline
  func _isEqual(toCast model: any CellModel) -> Bool {
    guard let model = model as? Self else { return false }
    return model == self
  }
}
