/// Plays a list's animated batches on a clock its owner advances: which batch is showing, how
/// far into it, which change each item shows as, and when its completion is due.
///
/// A batch that has nothing to show (no deleted row in view, nothing to highlight) is not
/// played; its completion is due at once.
struct BatchAnimationPlayer {
  /// How an item changed in the batch showing, as its highlight tells.
  enum Change {
    case inserted, updated, moved
  }

  /// Laid over an inserted, an updated and a moved row while a batch highlights it.
  var insertedStyle = TextStyle(foreground: .brightGreen, bold: true)
  var updatedStyle = TextStyle(foreground: .brightYellow, bold: true)
  var movedStyle = TextStyle(foreground: .brightCyan, underline: true)
  /// How long deleted rows fade before they close, and how long changed rows stay
  /// highlighted.
  var fadeDuration = Duration.milliseconds(200)
  var highlightDuration = Duration.milliseconds(500)

  /// The batch showing, if any.
  private(set) var current: BatchAnimation?
  /// Whether a ``TerminalApp`` run loop is advancing the clock; when none is, an awaited
  /// update finishes the animation at once rather than wait for time nobody passes.
  var isDrivenByRunLoop = false

  /// Shows `animation` from its start, in place of any batch showing: `false`, showing
  /// nothing, when it is finished before it starts and its completion is due now.
  mutating func play(_ animation: BatchAnimation) -> Bool {
    guard !animation.isFinished else { return false }
    current = animation
    return true
  }

  /// Moves the clock on by `duration` (never back): the batch's completion when that ends it,
  /// for its caller to run once the batch is gone.
  mutating func advance(by duration: Duration) -> (@MainActor (Bool) -> Void)? {
    guard var animation = current else { return nil }
    animation.elapsed += max(.zero, duration)
    guard animation.isFinished else {
      current = animation
      return nil
    }
    current = nil
    return animation.completion
  }

  /// The style of the highlight the item `identifier` shows now, if any: its change's.
  func highlight(of identifier: String) -> TextStyle? {
    switch change(of: identifier) {
    case .inserted: insertedStyle
    case .updated: updatedStyle
    case .moved: movedStyle
    case nil: nil
    }
  }

  /// How the item `identifier` changed, while the new screen shows the changes (after the
  /// deleted rows faded); `nil` when it did not or nothing is highlighted.
  func change(of identifier: String) -> Change? {
    guard let animation = current, !animation.isFading else { return nil }
    if animation.inserted.contains(identifier) { return .inserted }
    if animation.updated.contains(identifier) { return .updated }
    if animation.moved.contains(identifier) { return .moved }
    return nil
  }
}

// The list's settings for its animated batches: the player holds them.
extension TerminalListView {
  /// Laid over an inserted row while an animated batch highlights it.
  public var insertedStyle: TextStyle {
    get { animationPlayer.insertedStyle }
    set { animationPlayer.insertedStyle = newValue }
  }

  /// Laid over an updated row while an animated batch highlights it.
  public var updatedStyle: TextStyle {
    get { animationPlayer.updatedStyle }
    set { animationPlayer.updatedStyle = newValue }
  }

  /// Laid over a moved row while an animated batch highlights it.
  public var movedStyle: TextStyle {
    get { animationPlayer.movedStyle }
    set { animationPlayer.movedStyle = newValue }
  }

  /// How long deleted rows fade before they close.
  public var deletionFadeDuration: Duration {
    get { animationPlayer.fadeDuration }
    set { animationPlayer.fadeDuration = newValue }
  }

  /// How long inserted, updated and moved rows stay highlighted.
  public var highlightDuration: Duration {
    get { animationPlayer.highlightDuration }
    set { animationPlayer.highlightDuration = newValue }
  }
}

// The list's animation clock: its owner advances it.
extension TerminalListView {
  /// Advances the running animation by `duration`: the owner's clock. A run loop passes the
  /// time since the last frame; a test steps it. When the animation ends, its batch's
  /// completion runs. Status messages (``showStatus(_:lasting:)-(StyledLine,_)``) count their
  /// time on the same clock.
  public func advance(by duration: Duration) {
    for live in cellPool.liveCells {
      (live.cell as? NestedListCell)?.listView?.advance(by: duration)
    }
    // Run once the batch is gone: a completion may start the next batch.
    if let completion = animationPlayer.advance(by: duration) { completion(true) }
    for feature in features.all { feature.listDidAdvance(by: duration, in: self) }
  }

  /// Ends the running animation at once, as if its time had passed.
  public func finishAnimations() {
    for live in cellPool.liveCells {
      (live.cell as? NestedListCell)?.listView?.finishAnimations()
    }
    while let animation = animationPlayer.current {
      advance(by: animation.totalDuration)
    }
  }

  /// Ends the running animation at once when no ``TerminalApp`` run loop advances the clock
  /// (a headless list in a test, or before the app runs), so that awaiting
  /// `ListController.updateAndWait(with:animated:)` never waits for time nobody passes. Under
  /// a running app, does nothing: the loop plays the animation and the awaited update returns
  /// when it ends.
  public func finishAnimationsIfUndriven() {
    guard !animationPlayer.isDrivenByRunLoop else { return }
    finishAnimations()
  }
}

// What an animated batch shows: the screen before it, its deleted rows fading, then the rows it
// inserted, updated and moved, highlighted.
extension TerminalListView {
  /// What an animated batch keeps of the screen before its data is swapped: a picture of it
  /// with the rows of the deleted elements in view (none, and no picture, when no deleted
  /// element is in view), and the items it reloads, named at their old places.
  struct ClosingScreen {
    var snapshot: ScreenBuffer?
    var rows: [Int]
    var reloaded: [String]
  }

  /// The screen before `batch`, taken before its data is swapped.
  func closingScreen(of batch: BatchUpdate) -> ClosingScreen {
    let reloaded = batch.itemReloads.compactMap { dataSource?.cellModel(at: $0)?.identifier }
    var frames = batch.itemDeletions.compactMap { layout.frame(for: $0) }
    for section in batch.sectionDeletions {
      if let frame = layout.frame(ofSection: section) { frames.append(frame) }
    }
    let height = listRows
    var rows = Set<Int>()
    for frame in frames {
      let top = Self.cells(frame.minY) - contentOffset
      let bottom = top + Self.cells(frame.height)
      guard bottom > 0, top < height else { continue }
      rows.formUnion(max(0, top)..<min(height, bottom))
    }
    guard !rows.isEmpty else { return ClosingScreen(snapshot: nil, rows: [], reloaded: reloaded) }
    var snapshot = ScreenBuffer(width: Self.cells(size.width), height: Self.cells(size.height))
    drawList(into: &snapshot, column: 0, row: 0, presented: false)
    return ClosingScreen(snapshot: snapshot, rows: rows.sorted(), reloaded: reloaded)
  }

  /// The animation of `batch`, once its data is swapped and laid out: `closing` fading, then
  /// the items it inserted (in inserted sections too), updated and moved, highlighted.
  func animation(
    of batch: BatchUpdate, closing: ClosingScreen?,
    completion: @escaping @MainActor (Bool) -> Void
  ) -> BatchAnimation {
    var inserted = Set(batch.itemInsertions.compactMap { identifier(at: $0) })
    for section in batch.sectionInsertions {
      for item in 0..<(dataSource?.numberOfItems(inSection: section) ?? 0) {
        if let identifier = identifier(at: IndexPath(item: item, section: section)) {
          inserted.insert(identifier)
        }
      }
    }
    var updated = Set(closing?.reloaded ?? [])
    updated.formUnion(batch.itemRebinds.compactMap { identifier(at: $0) })
    let moved = Set(batch.itemMoves.compactMap { identifier(at: $0.to) })
    return BatchAnimation(
      closingSnapshot: closing?.snapshot, closingRows: closing?.rows ?? [], inserted: inserted,
      updated: updated, moved: moved, fadeDuration: animationPlayer.fadeDuration,
      highlightDuration: animationPlayer.highlightDuration, completion: completion)
  }
}
