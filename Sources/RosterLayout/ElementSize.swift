import Foundation

/// The size a data source gives the layout for an element: exact (explicit, or measured), or
/// an estimate that stands in for a measurement not made yet.
///
/// A layout places an estimated cell where its estimate puts it and remembers that it is
/// estimated; ``ListLayout/measureEstimatedItems(in:bandOffsets:sections:size:)`` measures the
/// estimated cells a rectangle shows and places them again, so a list of a million
/// self-sizing rows measures only what is on screen:
///
/// ```swift
/// import RosterLayout
///
/// let exact = ElementSize.exact(CGSize(width: 320, height: 44))
/// let guess = ElementSize.estimated(CGSize(width: 320, height: 60))
/// assert(!exact.isEstimated && guess.isEstimated && guess.size.height == 60)
/// ```
public struct ElementSize: Hashable, Sendable {
  /// The size: the element's own, or the estimate of it.
  public var size: CGSize
  /// Whether ``size`` is an estimate that a measurement is to replace.
  public var isEstimated: Bool

  /// A size, exact unless `isEstimated`.
  public init(_ size: CGSize, isEstimated: Bool = false) {
    self.size = size
    self.isEstimated = isEstimated
  }

  /// An exact size: given by the model, or measured.
  public static func exact(_ size: CGSize) -> ElementSize { ElementSize(size) }

  /// An estimate, to be replaced by a measurement when the element comes into view.
  public static func estimated(_ size: CGSize) -> ElementSize {
    ElementSize(size, isEstimated: true)
  }
}
