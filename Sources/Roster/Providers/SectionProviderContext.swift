import Foundation

/// A section provider's view of the list it shares: its own sections, in its own index paths.
///
/// A ``SectionContainer`` hands one to each ``SectionProvider`` it attaches. Updates replace the
/// provider's slice of the list and go through the container's ``ListController`` like any
/// other update: diffed (only the slice), planned, coalesced with updates in flight, every
/// completion run in call order. Lookups answer for what is displayed now, so their index paths
/// agree with the ones events carry. Once the provider is removed from its container, updates
/// change nothing and complete with `false`, and lookups find nothing.
@MainActor
public final class SectionProviderContext {
  private weak var backend: (any SectionContainerBackend)?
  let provider: ObjectIdentifier
  private var isDetached = false

  init(backend: any SectionContainerBackend, provider: ObjectIdentifier) {
    self.backend = backend
    self.provider = provider
  }

  /// Whether the provider is still part of its container's list.
  public var isAttached: Bool { !isDetached && backend != nil }

  /// The provider's sections as last requested (what the list will show once updates land).
  public var sections: [Section] {
    attachedBackend?.requestedSections(of: provider) ?? []
  }

  /// Replaces the provider's sections with `sections`.
  ///
  /// - Complexity: The diff covers this provider's sections only: O(*s* + *n*) expected for its
  ///   *s* sections and *n* items before and after, whatever the size of the list; placing them
  ///   among the container's *P* providers is O(log *P*). While another update is in flight the
  ///   slice is patched into the waiting request in place; with none, the new list is built in
  ///   place in the one displayed before the last update. What still grows with the list is a
  ///   few reads and additions per section (the layout's item counts and section origins) and
  ///   moving the sections after the slice when it changes size.
  public func update(
    with sections: [Section], animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let backend = attachedBackend else {
      completion?(false)
      return
    }
    backend.update(provider, with: sections, animated: animated, completion: completion)
  }

  /// Replaces the provider's sections and returns once the list shows them and their
  /// animations have ended; `false` when the animations were interrupted or the provider was
  /// removed. See ``ListController/updateAndWait(with:animated:)``: the distinct name keeps a
  /// call without `await` synchronous inside `async` code, and hosts nobody drives finish their
  /// animations while the update is awaited.
  @discardableResult
  public func updateAndWait(with sections: [Section], animated: Bool = true) async -> Bool {
    guard let backend = attachedBackend else { return false }
    return await backend.waitForUpdate { completion in
      backend.update(provider, with: sections, animated: animated, completion: completion)
    }
  }

  /// Replaces the provider's sections with those `build` describes.
  public func update(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
    @SectionBuilder _ build: () -> [Section]
  ) {
    update(with: build(), animated: animated, completion: completion)
  }

  /// Edits a copy of the provider's newest requested sections and shows the result as one
  /// update; a transaction that throws changes nothing. Index paths and section positions in
  /// the transaction are the provider's own.
  public func modify(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
    _ edit: (inout ListTransaction) throws -> Void
  ) throws(ListTransactionError) {
    let sections = try ListTransaction.applying(edit, to: sections)
    update(with: sections, animated: animated, completion: completion)
  }

  func detach() {
    isDetached = true
  }

  var attachedBackend: (any SectionContainerBackend)? {
    isDetached ? nil : backend
  }
}
