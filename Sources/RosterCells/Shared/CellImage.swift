import Foundation

/// An image a cell shows: a named asset or a URL the app loads, always with alternative text.
///
/// Models hold only where the image is: loading is the host's. UIKit cells load a `.url` through
/// a hook the app provides (so the app keeps its own cache and networking); a terminal, which
/// shows no images, shows ``altText`` beside a placeholder glyph.
///
/// ```swift
/// import Foundation
/// import RosterCells
///
/// let avatar = CellImage(.url(URL(fileURLWithPath: "/avatars/ada.png")), altText: "Ada's avatar")
/// ```
public struct CellImage: Hashable, Sendable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable {
    /// An image in the app's asset catalogue.
    case named(String)
    /// An image the app loads from a URL through the host's loading hook.
    case url(URL)
  }

  /// Where the image comes from.
  public var source: Source
  /// What the image shows, for screen readers and for hosts that show no images.
  public var altText: String
  /// Width over height, for hosts that size the image before it loads; `nil` for square.
  public var aspectRatio: Double?

  /// An image from `source`, described by `altText`.
  public init(_ source: Source, altText: String, aspectRatio: Double? = nil) {
    self.source = source
    self.altText = altText
    self.aspectRatio = aspectRatio
  }
}
