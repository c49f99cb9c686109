import Foundation

/// What a ``SectionProviderContext`` asks of its container, without knowing the host type.
@MainActor
protocol SectionContainerBackend: AnyObject {
  func requestedSections(of provider: ObjectIdentifier) -> [Section]?

  func update(
    _ provider: ObjectIdentifier, with sections: [Section], animated: Bool,
    completion: (@MainActor (Bool) -> Void)?)

  /// Starts an update with `request` and returns once its completion ran; see
  /// ``ListController/updateAndWait(with:animated:)``.
  func waitForUpdate(_ request: (@escaping @MainActor (Bool) -> Void) -> Void) async -> Bool

  func displayedSections(of provider: ObjectIdentifier) -> [Int]

  func displayedSection(at index: Int) -> Section?

  var visibleIndexPaths: [IndexPath] { get }

  func scroll(to indexPath: IndexPath, animated: Bool)
}
