/// The editing state of a text field or text view: the text as the model holds it, where the
/// cursor is and whether keys are being typed into it. A pure value, so that the cells and the
/// tests run the same state machine.
///
/// - Printable characters are inserted at the cursor, after `StyledLine.sanitized(_:)`: a
///   typed C1 control or bidi override never reaches the text (the key decoder turns ESC and
///   C0 controls into keys of their own, which are not inserted).
/// - A paste (`Key.paste`) is inserted whole, as one edit: its line breaks (CR, LF or CR LF)
///   are line breaks when `allowsLineBreaks`, and spaces otherwise, a trailing one dropped (a
///   copied line usually ends with one); everything else goes through
///   `StyledLine.sanitized(_:)`, so a pasted ESC shows as `␛` and never reaches the terminal.
/// - Left and Right move the cursor by one grapheme cluster; Home and End to the ends.
/// - Backspace deletes the cluster before the cursor, Delete the one after it.
/// - Enter inserts a line break when `allowsLineBreaks`, and is left to others otherwise.
/// - Escape stops editing; while not editing only Enter is used, to start again.
///
/// The cursor is kept as a UTF-8 offset on a grapheme-cluster boundary, so that a key costs
/// what its edit touches rather than a walk over the clusters of a long text; it is clamped to
/// the text, so a text that the app shortened (or refused to lengthen) never leaves it past the
/// end.
@_spi(Testing) public struct TextEditing: Equatable, Sendable {
  /// The text being edited.
  @_spi(Testing) public var text: String
  /// The cursor: how many UTF-8 bytes of ``text`` are before it.
  @_spi(Testing) public private(set) var cursorOffset: Int
  /// Whether keys edit the text; when not, only Enter is used, to start again.
  @_spi(Testing) public var isEditing: Bool

  /// An editing state of `text` with the cursor after `cursor` grapheme clusters (clamped).
  ///
  /// - Complexity: O(`cursor`).
  @_spi(Testing) public init(text: String, cursor: Int, isEditing: Bool = true) {
    let index =
      text.index(text.startIndex, offsetBy: max(0, cursor), limitedBy: text.endIndex)
      ?? text.endIndex
    self.init(text: text, cursorOffset: text.utf8.distance(from: text.startIndex, to: index))
    self.isEditing = isEditing
  }

  /// An editing state of `text` with the cursor after `cursorOffset` UTF-8 bytes, clamped to
  /// the text and moved back to the cluster boundary at or before it.
  ///
  /// - Complexity: O(1) amortised: only the cluster around the offset is read.
  @_spi(Testing) public init(text: String, cursorOffset: Int, isEditing: Bool = true) {
    self.text = text
    self.cursorOffset = 0
    self.isEditing = isEditing
    self.cursorOffset = boundary(atOrBefore: cursorOffset)
  }

  /// How many grapheme clusters are before the cursor.
  ///
  /// - Complexity: O(*n*) in the text before the cursor.
  @_spi(Testing) public var cursor: Int { text[..<cursorIndex].count }

  /// The cursor as an index of ``text``.
  @_spi(Testing) public var cursorIndex: String.Index {
    Self.index(in: text, utf8Offset: cursorOffset)
  }

  /// The index `utf8Offset` bytes into `text` (clamped to it).
  @_spi(Testing) public static func index(in text: String, utf8Offset: Int) -> String.Index {
    let utf8 = text.utf8
    return utf8.index(utf8.startIndex, offsetBy: min(max(0, utf8Offset), utf8.count))
  }

  /// Applies `key`; returns whether it was used.
  @_spi(Testing) public mutating func apply(_ key: Key, allowsLineBreaks: Bool) -> Bool {
    guard isEditing else {
      guard key == .enter else { return false }
      isEditing = true
      return true
    }
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let pasted):
      insert(Self.pastedText(pasted, allowsLineBreaks: allowsLineBreaks), sanitizing: false)
    case .enter:
      guard allowsLineBreaks else { return false }
      insert("\n", sanitizing: false)
    case .left:
      let index = cursorIndex
      if index > text.startIndex { cursorOffset = offset(of: text.index(before: index)) }
    case .right:
      let index = cursorIndex
      if index < text.endIndex { cursorOffset = offset(of: text.index(after: index)) }
    case .home: cursorOffset = 0
    case .end: cursorOffset = text.utf8.count
    case .backspace:
      let index = cursorIndex
      guard index > text.startIndex else { return true }
      let previous = text.index(before: index)
      let start = offset(of: previous)
      text.removeSubrange(previous..<index)
      cursorOffset = boundary(atOrBefore: start)
    case .delete:
      let index = cursorIndex
      guard index < text.endIndex else { return true }
      text.removeSubrange(index..<text.index(after: index))
      cursorOffset = boundary(atOrBefore: cursorOffset)
    case .escape: isEditing = false
    default: return false
    }
    return true
  }

  /// What a paste inserts: its lines, sanitised, joined by line breaks or by spaces.
  static func pastedText(_ pasted: String, allowsLineBreaks: Bool) -> String {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in pasted.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n", afterCarriageReturn { continue }
      if scalar == "\r" || scalar == "\n" {
        lines.append(String(line))
        line = String.UnicodeScalarView()
      } else {
        line.append(scalar)
      }
    }
    if !line.isEmpty || allowsLineBreaks || lines.isEmpty { lines.append(String(line)) }
    return lines.map { StyledLine.sanitized($0) }.joined(separator: allowsLineBreaks ? "\n" : " ")
  }

  private mutating func insert(_ typed: String, sanitizing: Bool = true) {
    let safe = sanitizing ? StyledLine.sanitized(typed) : typed
    text.insert(contentsOf: safe, at: cursorIndex)
    // What was inserted may join the cluster after it: the cursor goes past that cluster.
    let end = Self.index(in: text, utf8Offset: cursorOffset + safe.utf8.count)
    let start = Self.boundary(atOrBefore: end, in: text)
    cursorOffset = offset(of: start == end ? end : text.index(after: start))
  }

  private func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  /// `utf8Offset`, clamped to the text, moved back to a cluster boundary.
  private func boundary(atOrBefore utf8Offset: Int) -> Int {
    offset(of: Self.boundary(atOrBefore: Self.index(in: text, utf8Offset: utf8Offset), in: text))
  }

  /// The cluster boundary at or before `index`; reads only the cluster around it.
  @_spi(Testing) public static func boundary(
    atOrBefore index: String.Index, in text: String
  ) -> String.Index {
    var index = index
    while index > text.startIndex, String.Index(index, within: text) == nil {
      index = text.utf8.index(before: index)
    }
    return index
  }
}
