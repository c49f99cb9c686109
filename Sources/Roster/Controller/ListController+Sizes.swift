import Foundation

extension ListController {
  /// The size of the item displayed at `indexPath` (`.zero` when there is none).
  ///
  /// Every size a model, the size delegate or the host answers is made safe before the layout
  /// sees it, and each correction is reported to ``diagnosticHandler`` as
  /// ``ListDiagnostic/invalidSize(itemIdentifier:size:)`` with the size as given: a negative,
  /// NaN or infinite dimension becomes 0, and a finite one larger than 2⁴⁰ (about 10¹², the
  /// largest extent `ListLayout` computes with, so that sums of sizes stay finite and exact)
  /// becomes 2⁴⁰. A host may cap further what it cannot show (a terminal list caps a cell at
  /// `TerminalListView.maximumCellHeight` rows) and reports that through the same channel.
  ///
  /// - Complexity: O(1) expected for explicit and cached sizes; a measurement or a size
  ///   delegate call otherwise.
  public func itemSize(at indexPath: IndexPath) -> CGSize {
    // Read in place: a layout asks once per item, and copying the section value each time
    // (every field retained and released) cost more than the size.
    let sections = snapshot.sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].cellModels.indices.contains(indexPath.item)
    else { return .zero }
    return cellSize(
      for: sections[indexPath.section].cellModels[indexPath.item], kind: .cell,
      constraints: sections[indexPath.section].constraints,
      siblings: { sections[indexPath.section].cellModels },
      // By row: the levels (or facts) kept by row need no lookup by identifier.
      level: { _ in sections[indexPath.section].indentationLevel(ofItem: indexPath.item) },
      estimating: false
    ).size
  }

  /// The size of `model`'s cell when shown in `section` (with default constraints when `nil`):
  /// explicit sizes as given, relative ones from ``sizeDelegate``, measured ones from the
  /// cache or the host. See ``ListController`` for when a measured size is measured again.
  public func cellSize(for model: any CellModel, in section: Section?) -> CGSize {
    cellSize(for: model, kind: .cell, in: section)
  }

  /// The size of `model` shown as `kind` of `section`, within the size the layout gives that
  /// element (`ListLayout.availableSize(for:in:constraints:)`).
  private func cellSize(
    for model: any CellModel, kind: LayoutElement.Kind, in section: Section?
  ) -> CGSize {
    cellSize(
      for: model, kind: kind, constraints: section?.constraints ?? Constraints(),
      siblings: { section?.cellModels ?? [model] },
      level: { kind == .cell ? section?.outlineRow(for: $0)?.level ?? 0 : 0 }, estimating: false
    ).size
  }

  /// The size of `model` shown as `kind` of a section with `constraints`, whose models
  /// `siblings` gives (asked only for a relative size); with `estimating`, a measured size not
  /// measured yet is estimated instead (see ``layoutSize(of:at:)``).
  ///
  /// A measured cell is measured at the width it is shown at: narrowed by its outline level,
  /// which `level` gives for the model's identifier (asked only for a measured cell, since it
  /// costs a lookup; the layout indents the others' frames).
  private func cellSize(
    for model: any CellModel, kind: LayoutElement.Kind, constraints: Constraints,
    siblings: () -> [any CellModel], level: (String) -> Int = { _ in 0 }, estimating: Bool
  ) -> ElementSize {
    let container = host.containerSize
    let available = features.availableSizes.size(for: kind, in: container, constraints: constraints)
    switch model.size(constrainedTo: available) {
    case .explicit(let size):
      return .exact(sanitized(size, of: model))
    case .relative:
      guard let sizeDelegate else {
        diagnosticHandler(.missingSizeDelegate(itemIdentifier: model.identifier))
        return .exact(.zero)
      }
      return .exact(
        sanitized(
          sizeDelegate.size(for: model, sectionModels: siblings(), containerSize: container),
          of: model))
    case .autolayout:
      let identifier = model.identifier
      let indentationLevel = level(identifier)
      let shown =
        indentationLevel > 0
        ? ListLayout.availableSize(
          for: kind, in: container, constraints: constraints, indentationLevel: indentationLevel,
          defaultIndentation: host.defaultOutlineIndentation)
        : available
      let measuring = CellSizing.measuringSize(for: shown, flowing: constraints.scrollDirection)
      let key = SizeCache.Key(
        identityHash: IdentifierHash.hash(identifier), identifier: identifier, kind: kind,
        constrainedWidth: measuring.width,
        constrainedHeight: measuring.height)
      if estimating {
        if let size = measuredSize(for: model, key: key, containerSize: container) {
          return .exact(size)
        }
        if let estimate = model.estimatedSize(constrainedTo: measuring)
          ?? meanMeasuredSize(of: model.dynamicTypeIdentifier)
        {
          return .estimated(sanitized(estimate, of: model))
        }
      }
      return .exact(
        cachedSize(for: model, key: key, containerSize: container) {
          sanitized(host.measure(model, constrainedTo: measuring), of: model)
        })
    }
  }

  /// The size the layout places an element at before it is shown: the exact size of an
  /// explicit, relative or already measured element (``elementSize(of:at:)``), and for a cell
  /// measured by its host (``CellSize/autolayout``) whose content was not measured yet, an
  /// estimate — the model's ``CellModel/estimatedSize(constrainedTo:)``, or else the mean size
  /// measured for its type (the first cell of a type is measured). Headers and footers are
  /// always exact.
  ///
  /// Roster's hosts lay a list out with this and measure the estimated cells as they come
  /// into view, with ``elementSize(of:at:)``, so that showing a list of a million rows
  /// measures the rows on screen and not the others (see `ListLayout`'s estimated sizes).
  ///
  /// - Complexity: O(1) expected; no measurement once one cell of each type was measured.
  public func layoutSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> ElementSize {
    guard kind == .cell else { return .exact(elementSize(of: kind, at: indexPath)) }
    let sections = snapshot.sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].cellModels.indices.contains(indexPath.item)
    else { return .exact(.zero) }
    return cellSize(
      for: sections[indexPath.section].cellModels[indexPath.item], kind: .cell,
      constraints: sections[indexPath.section].constraints,
      siblings: { sections[indexPath.section].cellModels },
      level: { _ in sections[indexPath.section].indentationLevel(ofItem: indexPath.item) },
      estimating: true)
  }

  /// ``layoutSize(of:at:)`` for one layout pass over the displayed data: the sections, the
  /// identities' kept hashes and each section's available size are read once, so that each
  /// cell costs its model's size and, for a measured cell, one bit read in most cases.
  ///
  /// The function holds the controller and the data as they are now: a host asks for it when
  /// it lays out and drops it after.
  func layoutSizer() -> (LayoutElement.Kind, IndexPath) -> ElementSize {
    let sections = snapshot.sections
    let identities = snapshot.itemIdentities
    let container = host.containerSize
    // Sizes measured during the pass are for the items measured, which are not asked again.
    let measured = measuredIdentities(in: container)
    // One read of this per item and a write per section: a captured variable is checked for
    // exclusive access at each access, which cost more than the rest of an estimate.
    var current = CellSizing(section: -1)
    return { [self] kind, indexPath in
      guard kind == .cell, indexPath.count == 2 else {
        return layoutSize(of: kind, at: indexPath)
      }
      let (sectionIndex, item) = (indexPath.section, indexPath.item)
      guard sections.indices.contains(sectionIndex),
        sections[sectionIndex].cellModels.indices.contains(item)
      else { return .exact(.zero) }
      var sizing = current
      if sizing.section != sectionIndex {
        // Layouts ask in reading order; elsewhere the first item is counted when it is needed.
        let firstItem = sectionIndex == sizing.section + 1 ? sizing.nextFirstItem : nil
        sizing = CellSizing(
          section: sectionIndex, firstItem: firstItem,
          itemCount: sections[sectionIndex].cellModels.count,
          available: features.availableSizes.size(
            for: .cell, in: container, constraints: sections[sectionIndex].constraints),
          flow: sections[sectionIndex].constraints.scrollDirection)
        current = sizing
      }
      let model = sections[sectionIndex].cellModels[item]
      switch model.size(constrainedTo: sizing.available) {
      case .explicit(let size):
        return .exact(sanitized(size, of: model))
      case .relative:
        return layoutSize(of: .cell, at: indexPath)
      case .autolayout:
        let identityHash: Int
        if let identities {
          // Counted once per section, only when it is asked out of reading order: a section
          // provider's new section is laid out alone, and counting there made every publish
          // O(sections).
          let firstItem = sizing.firstItem ?? Self.firstItem(ofSection: sectionIndex, in: sections)
          if sizing.firstItem == nil {
            current.firstItem = firstItem
            current.nextFirstItem = firstItem + sizing.itemCount
          }
          identityHash = identities[firstItem + item].hash
        } else {
          identityHash = IdentifierHash.hash(model.identifier)
        }
        if !measured.mightContain(identityHash) {
          if let estimate = model.estimatedSize(constrainedTo: sizing.measuring) {
            return .estimated(sanitized(estimate, of: model))
          }
          let modelType = model.dynamicTypeIdentifier
          if sizing.meanType == modelType, let mean = sizing.mean { return .estimated(mean) }
          if let mean = meanMeasuredSize(of: modelType) {
            let valid = sanitized(mean, of: model)
            current.meanType = modelType
            current.mean = valid
            return .estimated(valid)
          }
        }
        // Measured, or measured now: the mean may change.
        current.meanType = nil
        return layoutSize(of: .cell, at: indexPath)
      }
    }
  }

  /// The reading-order position of the first item of `section`.
  ///
  /// - Complexity: O(*section*), reading each earlier section's count in place.
  private static func firstItem(ofSection section: Int, in sections: [Section]) -> Int {
    // Read in place: iterating the slice would copy every section.
    sections.withUnsafeBufferPointer { buffer in
      var count = 0
      for index in 0..<min(section, buffer.count) { count += buffer[index].cellModels.count }
      return count
    }
  }

  /// The preferred size of a cell, header or footer, for `ListLayout`: a cell's is
  /// ``itemSize(at:)``; a header's or footer's is that of the section's header or footer model,
  /// sized like a cell but across the whole container (insets do not apply to it), and
  /// `.zero` when the section has none.
  ///
  /// - Complexity: as ``itemSize(at:)``.
  public func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize {
    guard indexPath.count == 2 else { return .zero }
    switch kind {
    case .cell:
      return itemSize(at: indexPath)
    case .header, .footer:
      guard let section = snapshot.section(at: indexPath.section),
        let model = kind == .header ? section.headerModel : section.footerModel
      else { return .zero }
      return cellSize(for: model, kind: kind, in: section)
    }
  }

  /// `size` with each dimension the layout would replace replaced as it would (0 for a
  /// negative or non-finite value, 2⁴⁰ for a larger one), reported here, since the layout
  /// would do it silently for the app.
  private func sanitized(_ size: CGSize, of model: any CellModel) -> CGSize {
    let valid = CGSize(
      width: ListLayout.sanitizedExtent(size.width),
      height: ListLayout.sanitizedExtent(size.height))
    if valid != size {
      diagnosticHandler(.invalidSize(itemIdentifier: model.identifier, size: size))
    }
    return valid
  }
}

/// What ``ListController/layoutSizer()`` reads once per section.
private struct CellSizing {
  var section: Int
  /// The reading-order position of the section's first item, and of the next section's; `nil`
  /// until counted.
  var firstItem: Int?
  var nextFirstItem: Int?
  /// The number of items in the section.
  var itemCount = 0
  /// The size the layout gives the section's cells, and the one they are measured in.
  var available = CGSize.zero
  var measuring = CGSize.zero
  /// The mean measured size of the model type estimated last.
  var meanType: ObjectIdentifier?
  var mean: CGSize?

  init(section: Int) { self.section = section }

  init(section: Int, firstItem: Int?, itemCount: Int, available: CGSize, flow: ScrollDirection) {
    self.section = section
    self.firstItem = firstItem
    self.itemCount = itemCount
    nextFirstItem = firstItem.map { $0 + itemCount }
    self.available = available
    measuring = Self.measuringSize(for: available, flowing: flow)
  }

  /// The size a cell given `available` is measured in: unbounded along the direction its
  /// section flows, so that the cell tells how long it wants to be.
  static func measuringSize(for available: CGSize, flowing flow: ScrollDirection) -> CGSize {
    var measuring = available
    switch flow {
    case .vertical: measuring.height = .greatestFiniteMagnitude
    case .horizontal: measuring.width = .greatestFiniteMagnitude
    }
    return measuring
  }
}
