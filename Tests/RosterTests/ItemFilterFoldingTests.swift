import Foundation
import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// What ``ItemFilter`` ignores: the nonspacing marks (general category Mn) of every script,
/// after canonical decomposition, and case. The letters and marks are taken from the Unicode
/// data the standard library carries, over the whole code space, not from a list: a text is
/// built from a query's letters with marks put between them, so it must match whatever the
/// folding does with the letters.
@Suite("ItemFilter: diacritics in every script")
struct ItemFilterFoldingTests {
  /// Every letter (general category L*) of the code space.
  static let letters: [Unicode.Scalar] = scalars {
    switch $0.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      true
    default: false
    }
  }
  /// Every nonspacing mark (general category Mn) of the code space.
  static let marks: [Unicode.Scalar] = scalars { $0.properties.generalCategory == .nonspacingMark }

  static func scalars(where isIncluded: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
    (0...0x10_FFFF).compactMap { value in
      Unicode.Scalar(value).flatMap { isIncluded($0) ? $0 : nil }
    }
  }

  static func matches(_ query: String, _ text: String) -> Bool {
    ItemFilter(query: query).matches(text: text)
  }

  @Test("Arabic harakat are ignored")
  func arabic() {
    #expect(Self.matches("مرحبا", "مَرْحَبًا"))
    #expect(Self.matches("مَرْحَبًا", "مرحبا"))
    #expect(Self.matches("كتاب", "الْكِتَابُ"))
    #expect(!Self.matches("سلام", "مَرْحَبًا"))
  }

  @Test("Hebrew niqqud is ignored")
  func hebrew() {
    #expect(Self.matches("שלום", "שָׁלוֹם"))
    #expect(Self.matches("שָׁלוֹם", "שלום עולם"))
    #expect(!Self.matches("שלם", "שָׁלוֹם"))
  }

  @Test("Latin accents and case are ignored; letters of their own are not")
  func latin() {
    #expect(Self.matches("creme brulee", "Crème Brûlée"))
    #expect(Self.matches("CAFE", "café"))
    #expect(Self.matches("strasse", "Straße"))
    #expect(!Self.matches("o", "ø"))
    #expect(!Self.matches("l", "ł"))
  }

  @Test("Greek tonos, diaeresis and the iota subscript are ignored")
  func greek() {
    #expect(Self.matches("ελλαδα", "Ελλάδα"))
    #expect(Self.matches("ΑΘΗΝΑ", "Αθήνα"))
    #expect(Self.matches("αβ", "ᾳβ"), "the iota subscript is a mark, not an iota")
    #expect(Self.matches("ιυ", "ϊΰ"))
  }

  @Test("Vietnamese stacked marks are ignored")
  func vietnamese() {
    #expect(Self.matches("viet nam", "Việt Nam"))
    #expect(Self.matches("tieng viet", "Tiếng Việt"))
    #expect(Self.matches("Tiếng", "tieng"))
  }

  @Test("Devanagari nonspacing signs are ignored, spacing vowel signs are not")
  func devanagari() {
    // ं (anusvara) and ् (virama) are nonspacing; ि and ी are spacing vowel signs.
    #expect(Self.matches("हिदी", "हिंदी"))
    #expect(Self.matches("नमसत", "नमस्ते"))
    #expect(!Self.matches("हदी", "हिंदी"))
  }

  @Test("every nonspacing mark in the code space is ignored, on a letter of its own block")
  func everyMark() {
    var failures: [String] = []
    var next = 0  // the first letter after the mark: both lists are in code point order
    for mark in Self.marks {
      while next < Self.letters.count, Self.letters[next].value < mark.value { next += 1 }
      // The nearest letter before the mark: one of the scripts that uses it, as a rule.
      let letter = Self.letters[max(next - 1, 0)]
      let query = "\(letter)\(letter)"
      let text = String(String.UnicodeScalarView([letter, mark, letter]))
      if !Self.matches(query, text) || !Self.matches(text, query) {
        failures.append(String(mark.value, radix: 16))
      }
    }
    #expect(Self.marks.count > 1_800)
    #expect(failures.isEmpty, "U+\(failures.prefix(20)) of \(failures.count)")
  }

  @Test("random letters with random marks between them match the letters alone, both ways")
  func randomLettersAndMarks() async {
    let letters = Self.letters
    let marks = Self.marks
    await propertyCheck(
      count: propertyCases(2_000), input: Gen.int(in: 0...(letters.count - 1)).array(of: 1...6),
      Gen.int(in: 0...(marks.count - 1)).array(of: 0...3).array(of: 6)
    ) { letterIndices, markIndices in
      var query = String.UnicodeScalarView()
      var text = String.UnicodeScalarView()
      for (position, letterIndex) in letterIndices.enumerated() {
        query.append(letters[letterIndex])
        text.append(letters[letterIndex])
        text.append(contentsOf: markIndices[position].map { marks[$0] })
      }
      let (plain, marked) = (String(query), String(text))
      #expect(Self.matches(plain, marked), "\(plain.unicodeScalars.map(\.value)) in \(marked)")
      #expect(Self.matches(marked, plain), "\(marked.unicodeScalars.map(\.value)) in \(plain)")
    }
  }

  @Test("an ASCII text folds to its lower case, whichever capitals it has, wherever they are")
  func asciiFoldsToLowerCase() async {
    // Few letters, so that many texts hold one capital only, at the ends of A–Z among them.
    let alphabet = Array("azAZ@[`{ 09.-".utf8)
    await propertyCheck(
      count: propertyCases(3_000), input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...40)
    ) { indices in
      let text = String(decoding: indices.map { alphabet[$0] }, as: UTF8.self)
      let (folded, isASCII) = ItemFilter.folding(text)
      #expect(folded == text.lowercased() && isASCII, "\(text) folded to \(folded)")
    }
  }

  @Test("folding a letter leaves no mark and nothing to decompose, so one pass is enough")
  func foldingIsOnePass() {
    var failures: [String] = []
    for letter in Self.letters where letter.properties.changesWhenCaseFolded {
      let folded = ItemFilter.folded(String(letter))
      let decomposed = folded.decomposedStringWithCanonicalMapping
      if folded.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark })
        || !decomposed.unicodeScalars.elementsEqual(folded.unicodeScalars)
        || ItemFilter.folded(folded) != folded
      {
        failures.append(String(letter.value, radix: 16))
      }
    }
    #expect(failures.isEmpty, "U+\(failures.prefix(20)) of \(failures.count)")
  }
}
