/// An element of the generated lists, and the item of a generated section. Identities are
/// small numbers, shown as letters, so that duplicates are common; `content` is 0 or 1, and
/// an item with content 1 is shown with a `*`.
struct Item: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content = 0

  var description: String { Item.name(id, lowercase: true) + (content == 0 ? "" : "*") }

  /// `a`…`z` (or `A`…`Z`) for small identities, the number otherwise.
  static func name(_ id: Int, lowercase: Bool) -> String {
    guard (0..<26).contains(id) else { return "\(id)" }
    let base: UInt8 = lowercase ? 97 : 65
    return String(UnicodeScalar(base + UInt8(id)))
  }
}

/// A generated section: an identity, a header (its own content, 0 or 1) and items.
struct Section: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var header = 0
  var items: [Item]

  var description: String {
    Item.name(id, lowercase: false) + (header == 0 ? "" : "*")
      + "[\(items.map(\.description).joined(separator: " "))]"
  }
}

/// Items from a compact description: `"a b* c"` is `a`, `b` with content 1, and `c`.
func items(_ text: String) -> [Item] {
  text.split(separator: " ").map { word in
    Item(id: letterOffset(word, from: "a"), content: word.hasSuffix("*") ? 1 : 0)
  }
}

/// How far the first letter of `word` is from `base`.
func letterOffset(_ word: Substring, from base: Unicode.Scalar) -> Int {
  Int(word.unicodeScalars.first.map(\.value) ?? base.value) - Int(base.value)
}

/// Sections from a compact description: `"A[a b] B*[c]"`; ids are upper-case letters.
func sections(_ text: String) -> [Section] {
  text.split(separator: "]").map { part in
    let trimmed = part.drop { $0 == " " }
    let head = trimmed.prefix { $0 != "[" }
    let body = trimmed.drop { $0 != "[" }.dropFirst()
    return Section(
      id: letterOffset(head, from: "A"), header: head.hasSuffix("*") ? 1 : 0,
      items: items(String(body)))
  }
}

/// A flat diff to check: two lists and how they were made.
struct FlatCase: Sendable, CustomStringConvertible {
  var shape: String
  var old: [Item]
  var new: [Item]

  var description: String {
    "\(shape): [\(old.map(\.description).joined(separator: " "))]"
      + " → [\(new.map(\.description).joined(separator: " "))]"
  }
}

/// A sectioned diff to check: two lists of sections and how they were made.
struct SectionedCase: Sendable, CustomStringConvertible {
  var shape: String
  var old: [Section]
  var new: [Section]

  var description: String {
    "\(shape): \(old.map(\.description).joined(separator: " "))"
      + " → \(new.map(\.description).joined(separator: " "))"
  }
}
