import Foundation

extension ListController {
  /// The identifier of the section that shows ``emptyListModel``; reserved.
  public static var emptyListSectionIdentifier: String { "roster.empty-list" }

  /// `sections` with each empty section's `Section/emptyModel` as its only item. A section
  /// built from the shown state (a transaction's) may hold its empty model already: it is
  /// taken out first, so it never stays beside real items.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus O(*n*) for each section of *n* items that
  ///   has an empty model.
  static func showingEmptyModels(_ sections: [Section]) -> [Section] {
    guard sections.contains(where: { $0.emptyModel != nil }) else { return sections }
    return sections.map { section in
      guard let emptyModel = section.emptyModel else { return section }
      var shown = section
      if !shown.cellModels.isEmpty {
        shown.cellModels.removeAll { $0.identifier == emptyModel.identifier }
      }
      if shown.cellModels.isEmpty { shown.cellModels = [emptyModel] }
      return shown
    }
  }

  /// Puts every empty section's empty model in its place, and ``emptyListModel``, in a section
  /// of its own at the end, when no section has an item.
  ///
  /// - Complexity: O(*s*) for *s* sections, O(1) for a request that
  ///   ``PendingUpdate/showsEmptyModels`` already when no ``emptyListModel`` is set.
  func showEmptyModels(in request: inout PendingUpdate) {
    // A provider's update checked its own slice: scanning the whole list again made each
    // update cost O(sections), and many providers updating one by one quadratic.
    if !request.showsEmptyModels { request.sections = Self.showingEmptyModels(request.sections) }
    let identifier = Self.emptyListSectionIdentifier
    let hasOwners = request.owners.count == request.sections.count
    if request.sections.last?.identifier == identifier {
      request.sections.removeLast()
      if hasOwners { request.owners.removeLast() }
    }
    if let emptyListModel, request.sections.allSatisfy({ $0.cellModels.isEmpty }) {
      request.sections.append(Section(cellModels: [emptyListModel], identifier: identifier))
      if hasOwners { request.owners.append(nil) }
    }
    // The empty list's section coming or going shifts the sections counted from the end.
    let wasShown = snapshot.sections.last?.identifier == identifier
    if wasShown != (request.sections.last?.identifier == identifier) { request.untouched = nil }
  }
}
