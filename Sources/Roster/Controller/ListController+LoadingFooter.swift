import Foundation

// The loading footer is a section of the controller's own after the app's last section: no
// items, only ``ListController/loadingFooterModel`` as its footer. It comes and goes as a
// section insertion and deletion below the app's items, so the rows in view keep their places
// (the list's scroll anchor does the rest), and, holding no item, it never counts as another
// item at the list's end for ``ListController/edgeApproachHandler``.
extension ListController {
  /// The identifier of the section that shows ``loadingFooterModel``; reserved.
  public static var loadingSectionIdentifier: String { "roster.loading" }

  /// Takes the loading section out of `request`: a request built from the shown state (a
  /// provider's, in the displayed sections it reuses) holds it at the end, and one an app built
  /// from ``sections`` may hold it anywhere. Transactions and ``requestedSections`` never see
  /// it.
  ///
  /// - Complexity: O(1) when the request ends with an app's section that is not a provider's
  ///   slice of the shown state; O(*s*) for *s* sections otherwise.
  func removeLoadingSection(from request: inout PendingUpdate) {
    let identifier = Self.loadingSectionIdentifier
    guard snapshot.sections.last?.identifier == identifier || isLoadingMore else { return }
    guard let index = request.sections.lastIndex(where: { $0.identifier == identifier }) else {
      return
    }
    // Before the end, the app's sections after it move: no claim on sections holds.
    if index != request.sections.count - 1 { request.untouched = nil }
    if request.owners.count == request.sections.count { request.owners.remove(at: index) }
    request.sections.remove(at: index)
  }

  /// Appends the loading section to `request` while ``isLoadingMore`` and a
  /// ``loadingFooterModel`` is set.
  func appendLoadingSection(to request: inout PendingUpdate) {
    if isLoadingMore, let loadingFooterModel {
      let hasOwners = request.owners.count == request.sections.count
      request.sections.append(
        Section(
          cellModels: [], identifier: Self.loadingSectionIdentifier,
          footerModel: loadingFooterModel))
      if hasOwners { request.owners.append(nil) }
    }
    // The section coming or going shifts the sections counted from the end.
    let wasShown = snapshot.sections.last?.identifier == Self.loadingSectionIdentifier
    let isShown = request.sections.last?.identifier == Self.loadingSectionIdentifier
    if wasShown != isShown { request.untouched = nil }
  }

  /// Shows or hides the loading footer: the state the app asked for, again, with or without it.
  ///
  /// The footer shows at once. It goes at the end of the main actor's turn, unless an update
  /// was asked for meanwhile, which then takes it away: the page that ends the loading usually
  /// arrives in the same turn, and one batch that inserts the page where the footer was never
  /// shortens the list, as removing the footer first would (a list at its end would then move).
  func loadingStateDidChange() {
    guard !isLoadingMore else {
      update(with: requestedSections, owners: requestedOwners, animated: true, completion: nil)
      return
    }
    let requestsBefore = requestedUpdateCount
    Task { @MainActor [weak self] in
      guard let self, self.requestedUpdateCount == requestsBefore else { return }
      self.update(
        with: self.requestedSections, owners: self.requestedOwners, animated: true,
        completion: nil)
    }
  }
}
