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
      // Printable ASCII followed by ASCII (or nothing) is a cluster of its own, one column
      // wide: no ASCII scalar extends or joins another, apart from CR LF.
      if byte >= 0x20, byte < 0x7F, asciiEnd == text.endIndex || utf8[asciiEnd] < 0x80 {
        if byte == 0x20 {
          endWord()
          separator = runs[run].style
        } else {
          read(start..<asciiEnd, ofRun: run, width: 1)
        }
        start = asciiEnd
        continue
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
    if isCutting {
      cut(cluster, ofRun: run, width: width)
      return
    }
    wordWidth += width
    if wordWidth > maxWidth {
      // Too wide for any line: it starts on a line of its own and is cut from its start.
      isCutting = true
      if !line.isEmpty { lines.append(line.finish()) }
      for piece in word { recut(piece.range, ofRun: piece.run) }
      word.removeAll(keepingCapacity: true)
      cut(cluster, ofRun: run, width: width)
      return
    }
    if let last = word.last, last.run == run, last.range.upperBound == cluster.lowerBound {
      word[word.count - 1] = (run, last.range.lowerBound..<cluster.upperBound, last.width + width)
    } else {
      word.append((run, cluster, width))
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
