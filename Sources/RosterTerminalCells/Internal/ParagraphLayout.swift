import RosterTerminal

/// A text view's text cut into lines paragraph by paragraph, kept across edits: an edit cuts
/// again only the paragraphs it touched, and a frame builds only the lines it shows.
///
/// A line holds at most ``room`` columns and is cut between grapheme clusters (never at spaces,
/// so that the cursor's place never changes the lines); a paragraph ends at a line break and
/// has one line or more. What a paragraph keeps is its length in UTF-8 bytes and its number of
/// lines, so a text of a million lines costs a few integers a paragraph.
@MainActor
final class ParagraphLayout {
  /// The text laid out, its UTF-8 contiguous.
  private(set) var text: String
  /// The columns of a line.
  let room: Int
  /// Each paragraph's length in UTF-8 bytes, without the line break after it.
  private var lengths: [Int] = []
  /// Each paragraph's number of lines.
  private var lineCounts: [Int] = []
  /// The text's number of lines.
  private(set) var lineCount = 0

  /// `text` cut into lines of `room` columns.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  init(text: String, room: Int) {
    self.text = Self.contiguous(text)
    self.room = max(1, room)
    let (lengths, counts) = paragraphs(in: 0..<self.text.utf8.count)
    self.lengths = lengths
    lineCounts = counts
    lineCount = counts.reduce(0, +)
  }

  /// Lays out `newText`, cutting again only the paragraphs that differ from the text laid out.
  ///
  /// - Complexity: O(1) for the same text; otherwise a byte comparison of the two texts, the
  ///   paragraphs changed cut again, and O(*p*) in the number of paragraphs.
  func update(to newText: String) {
    guard !UTF8Comparison.sameBytes(newText, text) else { return }
    let old = text
    let new = Self.contiguous(newText)
    let oldCount = old.utf8.count
    let newCount = new.utf8.count
    let prefix = UTF8Comparison.commonPrefix(old, new)
    let suffix = UTF8Comparison.commonSuffix(
      old, new, limit: min(oldCount, newCount) - prefix)
    // The paragraphs from the one holding the first changed byte to the one holding the last.
    var first = 0
    var firstStart = 0
    while first < lengths.count - 1, firstStart + lengths[first] < prefix {
      firstStart += lengths[first] + 1
      first += 1
    }
    var last = first
    var lastEnd = firstStart + lengths[first]
    while last < lengths.count - 1, lastEnd < oldCount - suffix {
      last += 1
      lastEnd += lengths[last] + 1
    }
    text = new
    // A carriage return now before the line break that ended them joins the next paragraph.
    while last < lengths.count - 1, byte(at: lastEnd + newCount - oldCount - 1) == 0x0D {
      last += 1
      lastEnd += lengths[last] + 1
    }
    let (newLengths, newCounts) = paragraphs(in: firstStart..<(lastEnd + newCount - oldCount))
    lineCount += newCounts.reduce(0, +) - lineCounts[first...last].reduce(0, +)
    lengths.replaceSubrange(first...last, with: newLengths)
    lineCounts.replaceSubrange(first...last, with: newCounts)
  }

  /// The lines at offsets `rows` (fewer past the end), the cursor glyph `cursor` inserted
  /// before the byte at `cursorOffset` when there is one; each line at most `width` columns.
  ///
  /// - Complexity: O(*p*) in the number of paragraphs, and the clusters of the paragraphs
  ///   shown up to the last line shown.
  func lines(
    rows: Range<Int>, cursorOffset: Int?, cursor: StyledLine, width: Int
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    guard !rows.isEmpty else { return lines }
    var paragraph = 0
    var start = 0
    var firstLine = 0
    while paragraph < lengths.count, firstLine < rows.upperBound {
      let count = lineCounts[paragraph]
      let end = start + lengths[paragraph]
      if firstLine + count > rows.lowerBound {
        var row = firstLine
        forEachLine(in: start..<end) { range in
          defer { row += 1 }
          guard row >= rows.lowerBound else { return true }
          guard row < rows.upperBound else { return false }
          let holdsCursor = cursorOffset.map {
            range.contains($0) || ($0 == end && range.upperBound == end)
          }
          lines.append(
            line(range, cursorOffset: holdsCursor == true ? cursorOffset : nil, cursor: cursor)
              .truncated(toWidth: width))
          return true
        }
      }
      firstLine += count
      start = end + 1
      paragraph += 1
    }
    return lines
  }

  /// The paragraphs of the bytes `range` of ``text``, which starts a paragraph and ends one.
  private func paragraphs(in range: Range<Int>) -> (lengths: [Int], lineCounts: [Int]) {
    var ends: [Int] = []
    _ = text.utf8.withContiguousStorageIfAvailable { bytes in
      for index in range where bytes[index] == 0x0A {
        // A line feed after a carriage return is one cluster with it, not a line break.
        if index == 0 || bytes[index - 1] != 0x0D { ends.append(index) }
      }
    }
    ends.append(range.upperBound)
    var lengths: [Int] = []
    var counts: [Int] = []
    lengths.reserveCapacity(ends.count)
    counts.reserveCapacity(ends.count)
    var start = range.lowerBound
    for end in ends {
      var count = 0
      forEachLine(in: start..<end) { _ in
        count += 1
        return true
      }
      lengths.append(end - start)
      counts.append(count)
      start = end + 1
    }
    return (lengths, counts)
  }

  /// Calls `body` with the byte range of each line of the paragraph at `range`, in order,
  /// until it answers `false`.
  private func forEachLine(in range: Range<Int>, _ body: (Range<Int>) -> Bool) {
    let room = room
    let text = text
    _ = text.utf8.withContiguousStorageIfAvailable { bytes in
      var lineStart = range.lowerBound
      var lineWidth = 0
      var index = range.lowerBound
      while index < range.upperBound {
        var next = index + 1
        var width = 1
        let byte = bytes[index]
        // Printable ASCII followed by ASCII is a cluster of one column; the rest is read as
        // clusters.
        if !(byte >= 0x20 && byte < 0x7F && (next == bytes.count || bytes[next] < 0x80)) {
          let character = text[TextEditing.index(in: text, utf8Offset: index)]
          next = index + character.utf8.count
          width = StyledLine(String(character)).width
        }
        if lineWidth + width > room, lineWidth > 0 {
          guard body(lineStart..<index) else { return }
          lineStart = index
          lineWidth = 0
        }
        lineWidth += width
        index = next
      }
      _ = body(lineStart..<range.upperBound)
    }
  }

  /// The line of the bytes `range`, `cursor` before the byte at `cursorOffset` when there is
  /// one.
  private func line(_ range: Range<Int>, cursorOffset: Int?, cursor: StyledLine) -> StyledLine {
    let lower = TextEditing.index(in: text, utf8Offset: range.lowerBound)
    let upper = TextEditing.index(in: text, utf8Offset: range.upperBound)
    // Made of whole pieces: a line grown a cluster at a time would measure its run again for
    // every cluster.
    guard let cursorOffset, range.lowerBound <= cursorOffset, cursorOffset <= range.upperBound
    else { return StyledLine(String(text[lower..<upper])) }
    let split = TextEditing.index(in: text, utf8Offset: cursorOffset)
    return StyledLine(String(text[lower..<split])) + cursor
      + StyledLine(String(text[split..<upper]))
  }

  private func byte(at offset: Int) -> UInt8? {
    guard offset >= 0, offset < text.utf8.count else { return nil }
    return text.utf8[TextEditing.index(in: text, utf8Offset: offset)]
  }

  private static func contiguous(_ text: String) -> String {
    var text = text
    text.makeContiguousUTF8()
    return text
  }

  /// The layout of the text view `identifier` at `room` columns, brought up to `text`: the
  /// template that measures the view and the cell that shows it share one.
  static func shared(identifier: String, room: Int, text: String) -> ParagraphLayout {
    let key = Key(identifier: identifier, room: max(1, room))
    if let layout = sharedLayouts[key] {
      layout.update(to: text)
      return layout
    }
    if sharedLayouts.count >= sharedCapacity { sharedLayouts.removeAll() }
    let layout = ParagraphLayout(text: text, room: room)
    sharedLayouts[key] = layout
    return layout
  }

  private struct Key: Hashable {
    var identifier: String
    var room: Int
  }

  /// At most this many layouts are kept; when full, the store starts afresh.
  private static let sharedCapacity = 32
  private static var sharedLayouts: [Key: ParagraphLayout] = [:]
}
