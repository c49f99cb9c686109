extension Changes {
  /// The identities that occur more than once in `elements`, each listed once, in the order
  /// their second occurrence appears.
  ///
  /// Hosts call this to warn about duplicates that a diff did not have to examine (those in an
  /// unchanged prefix or suffix).
  ///
  /// - Complexity: O(*n*) expected time and memory.
  @inlinable
  public static func duplicateIdentities<C: Collection>(
    in elements: C, id: (C.Element) -> ID
  ) -> [ID] {
    let ids = elements.map(id)
    return _IdentityPairing(oldIDs: ids, newIDs: [])?.duplicates ?? []
  }
}
