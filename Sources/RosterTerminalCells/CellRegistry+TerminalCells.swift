extension CellRegistry {
  /// Registers RosterTerminalCells' cell for every model of RosterCells, so that a terminal
  /// list shows the whole catalogue. Call it once on each `TerminalListView`'s registry, before
  /// the first update that shows a catalogue model:
  ///
  /// ```swift
  /// let listView = TerminalListView(size: CGSize(width: 80, height: 24))
  /// listView.cellRegistry.registerTerminalCells()
  /// let controller = ListController(host: listView)
  /// let hello = LabelCellModel(identifier: "hello", text: "Hello")
  /// controller.update(
  ///   with: [Section(cellModels: [hello], identifier: "s")], animated: false, completion: nil)
  /// ```
  ///
  /// Entries registered afterwards for the same model types replace these, so an app can
  /// restyle one kind of row with a cell of its own.
  public func registerTerminalCells() {
    register(LabelCell.self)
    register(DetailLabelCell.self)
    register(IconLabelCell.self)
    register(ImageCell.self)
    register(CardCell.self)
    register(ButtonCell.self)
    register(ToggleCell.self)
    register(SegmentedControlCell.self)
    register(TextFieldCell.self)
    register(TextViewCell.self)
    register(SeparatorCell.self)
    register(SpacerCell.self)
    register(SkeletonCell.self)
    register(EmptyStateCell.self)
    register(ErrorCell.self)
    register(SectionTitleCell.self)
  }
}
