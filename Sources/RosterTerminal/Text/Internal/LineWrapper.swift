/// Greedy word wrapping of one line in a single pass over its grapheme clusters: what
/// ``StyledLine/wrapped(toWidth:)`` does.
///
/// A word is held (as ranges of the runs, at most one per run) only while it may still fit a
/// line. Once it is wider than a line it is cut as it is read: its clusters go straight into
/// lines, so an unbroken megabyte costs the same per cluster as a text of short words. Each
/// cluster is read once, and once more at most when the word it starts turns out too wide.
struct LineWrapper {
  private let runs: [StyledLine.Run]
  private let maxWidth: Int
  private var lines: [StyledLine] = []
  private var line: LineBuilder
  /// The word being read while it fits a line: ranges of consecutive runs.
  private var word: [(run: Int, range: Range<String.Index>, width: Int)] = []
  private var wordWidth = 0
  /// Whether the word being read is wider than a line, and so is being cut.
  private var isCutting = false
  /// The style of the last space read: the style of the space put between two words.
  private var separator: TextStyle?

  /// A wrapper of `runs` into lines of at most `maxWidth` columns, which must be positive.
  init(runs: [StyledLine.Run], maxWidth: Int) {
    self.runs = runs
    self.maxWidth = maxWidth
    line = LineBuilder(source: runs)
  }

  /// The lines.
  ///
  /// - Complexity: O(*n*) in the length of the runs.
  consuming func wrap() -> [StyledLine] {
    for run in runs.indices { read(run: run) }
    endWord()
    if !line.isEmpty { lines.append(line.finish()) }
    return lines
  }

  /// Reads the clusters of one run, in the same clusters as iterating its text would.
  private mutating func read(run: Int) {
    let text = runs[run].text
    let utf8 = text.utf8
    var start = text.startIndex
    while start < text.endIndex {
      let byte = utf8[start]
      let asciiEnd = utf8.index(after: start)
      // No ASCII scalar extends or joins another (CR LF aside, and the text has no controls):
      // printable ASCII followed by ASCII, or by nothing, is a cluster of its own, a column wide.
      if byte == 0x20, asciiEnd == text.endIndex || utf8[asciiEnd] < 0x80 {
        endWord()
        separator = runs[run].style
        start = asciiEnd
        continue
      }
      if byte > 0x20, byte < 0x7F {
        var end = asciiEnd
        var count = 1
        while end < text.endIndex, utf8[end] > 0x20, utf8[end] < 0x7F {
          end = utf8.index(after: end)
          count += 1
        }
        // Before a non-ASCII scalar (a combining mark, say) the last byte may not stand alone.
        if end < text.endIndex, utf8[end] >= 0x80 {
          end = utf8.index(before: end)
          count -= 1
        }
        if count > 0 {
          readASCII(start..<end, count: count, ofRun: run)
          start = end
          continue
        }
      }
      let character = text[start]
      let end = text.index(after: start)
      if character == " " {
        endWord()
        separator = runs[run].style
      } else {
        read(start..<end, ofRun: run, width: DisplayWidth.of(character))
      }
      start = end
    }
  }

  /// Adds a cluster that is not a space to the word being read.
  private mutating func read(_ cluster: Range<String.Index>, ofRun run: Int, width: Int) {
    if !isCutting, !startsCutting(adding: width) {
      extendWord(cluster, ofRun: run, width: width)
      return
    }
    cut(cluster, ofRun: run, width: width)
  }

  /// Adds `count` clusters of printable ASCII but the space, a column each, to the word.
  private mutating func readASCII(_ range: Range<String.Index>, count: Int, ofRun run: Int) {
    if !isCutting, !startsCutting(adding: count) {
      extendWord(range, ofRun: run, width: count)
      return
    }
    // One column a cluster: as many as there is room for go on each line.
    let utf8 = runs[run].text.utf8
    var start = range.lowerBound
    var remaining = count
    while remaining > 0 {
      if line.width >= maxWidth { lines.append(line.finish()) }
      let taken = min(maxWidth - line.width, remaining)
      let end = utf8.index(start, offsetBy: taken)
      line.append(start..<end, ofRun: run, width: taken)
      start = end
      remaining -= taken
    }
  }

  /// Whether adding `width` columns makes the word wider than a line; if so, the word starts a
  /// line of its own and what was read of it is cut.
  private mutating func startsCutting(adding width: Int) -> Bool {
    wordWidth += width
    guard wordWidth > maxWidth else { return false }
    isCutting = true
    if !line.isEmpty { lines.append(line.finish()) }
    for piece in word { recut(piece.range, ofRun: piece.run) }
    word.removeAll(keepingCapacity: true)
    return true
  }

  private mutating func extendWord(_ range: Range<String.Index>, ofRun run: Int, width: Int) {
    if let last = word.last, last.run == run, last.range.upperBound == range.lowerBound {
      word[word.count - 1] = (run, last.range.lowerBound..<range.upperBound, last.width + width)
    } else {
      word.append((run, range, width))
    }
  }

  /// Cuts the clusters of `range`, read before the word they belong to was known to be too wide.
  private mutating func recut(_ range: Range<String.Index>, ofRun run: Int) {
    let text = runs[run].text
    var start = range.lowerBound
    while start < range.upperBound {
      let end = text.index(after: start)
      cut(start..<end, ofRun: run, width: DisplayWidth.of(text[start]))
      start = end
    }
  }

  /// Puts a cluster of a word wider than a line where it goes: on the current line when it
  /// fits, on a new one when it does not, nowhere when it is wider than a whole line.
  private mutating func cut(_ cluster: Range<String.Index>, ofRun run: Int, width: Int) {
    guard width <= maxWidth else { return }
    if width > maxWidth - line.width { lines.append(line.finish()) }
    line.append(cluster, ofRun: run, width: width)
  }

  /// Ends the word being read at a space or at the end of the line: one that fits goes on the
  /// current line after a space when there is room for both, or else starts the next line.
  private mutating func endWord() {
    defer {
      word.removeAll(keepingCapacity: true)
      wordWidth = 0
      isCutting = false
    }
    guard !isCutting, !word.isEmpty else { return }
    if !line.isEmpty {
      if line.width + 1 + wordWidth <= maxWidth {
        line.appendSpace(style: separator ?? .plain)
      } else {
        lines.append(line.finish())
      }
    }
    for piece in word { line.append(piece.range, ofRun: piece.run, width: piece.width) }
  }
}
