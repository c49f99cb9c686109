import Foundation

extension SectionContainer {
  /// Makes `providers` the list's providers, in this order, as one update.
  ///
  /// Providers already in the container keep their sections and context (moving a provider moves
  /// its sections); removed ones lose their sections and hear ``SectionProvider/didDetach()``; new
  /// ones start with no sections and hear ``SectionProvider/didAttach(to:)`` once the update is
  /// requested, so what they publish from it follows in the same coalesced flow. A provider listed
  /// twice is kept at its first place and reported to the controller's diagnostic handler.
  public func setProviders(
    _ providers: [any SectionProvider], animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    var previous: [ObjectIdentifier: ProviderEntry] = [:]
    for entry in entries { previous[ObjectIdentifier(entry.provider)] = entry }
    var seen = Set<ObjectIdentifier>()
    var next: [ProviderEntry] = []
    var attached: [ProviderEntry] = []
    for provider in providers {
      let id = ObjectIdentifier(provider)
      guard seen.insert(id).inserted else {
        controller.diagnosticHandler(.duplicateSectionProvider(String(describing: provider)))
        continue
      }
      if let entry = previous.removeValue(forKey: id) {
        next.append(entry)
      } else {
        let entry = ProviderEntry(
          provider: provider, context: SectionProviderContext(backend: self, provider: id),
          sections: [])
        next.append(entry)
        attached.append(entry)
      }
    }
    let detached = entries.filter { previous[ObjectIdentifier($0.provider)] != nil }
    replaceEntries(next)
    for entry in detached { entry.context.detach() }
    controller.update(
      with: entries.flatMap(\.sections),
      owners: entries.flatMap { entry in
        repeatElement(ObjectIdentifier(entry.provider), count: entry.sections.count)
      },
      animated: animated, completion: completion)
    for entry in detached { entry.provider.didDetach() }
    for entry in attached { entry.provider.didAttach(to: entry.context) }
  }

  /// Adds `provider` after the others.
  public func append(
    _ provider: any SectionProvider, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    setProviders(providers + [provider], animated: animated, completion: completion)
  }

  /// Removes `provider` and its sections.
  public func remove(
    _ provider: any SectionProvider, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let id = ObjectIdentifier(provider)
    setProviders(
      providers.filter { ObjectIdentifier($0) != id }, animated: animated, completion: completion)
  }
}

extension SectionContainer: SectionContainerBackend {
  func requestedSections(of provider: ObjectIdentifier) -> [Section]? {
    entry(for: provider).map { entries[$0].sections }
  }

  func update(
    _ provider: ObjectIdentifier, with sections: [Section], animated: Bool,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    guard let index = entry(for: provider) else {
      completion?(false)
      return
    }
    let range = replaceSections(ofEntry: index, with: sections)
    controller.update(
      replacingSectionsIn: range, with: sections, owner: provider, animated: animated,
      completion: completion)
  }

  func waitForUpdate(_ request: (@escaping @MainActor (Bool) -> Void) -> Void) async -> Bool {
    await controller.waitForUpdate(request)
  }

  var displayedSnapshot: ListSnapshot {
    controller.snapshot
  }

  var visibleIndexPaths: [IndexPath] {
    controller.host.indexPathsForVisibleItems
  }

  func scroll(to indexPath: IndexPath, animated: Bool) {
    controller.host.scroll(to: indexPath, animated: animated)
  }
}
