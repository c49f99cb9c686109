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

  /// What the list displays; providers look their parts up in it.
  var displayedSnapshot: ListSnapshot { get }

  var visibleIndexPaths: [IndexPath] { get }

  func scroll(to indexPath: IndexPath, animated: Bool)
}
