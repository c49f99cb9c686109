import Foundation

/// What a ``SectionProviderContext`` asks of its container, without knowing the host type.
@MainActor
protocol _SectionContainerBackend: AnyObject {
  func requestedSections(of provider: ObjectIdentifier) -> [Section]?

  func update(
    _ provider: ObjectIdentifier, with sections: [Section], animated: Bool,
    completion: (@MainActor (Bool) -> Void)?)

  func displayedSections(of provider: ObjectIdentifier) -> [Int]

  func displayedSection(at index: Int) -> Section?

  var visibleIndexPaths: [IndexPath] { get }

  func scroll(to indexPath: IndexPath, animated: Bool)
}
