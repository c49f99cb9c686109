// Compiled in RosterTesting with the `PropertyTesting` trait, and for Roster's own tests, which
// run without it, as a module of their own (`Tests/ListGeneratorsForTests`, a symlink to this
// file) unless the trait gives them RosterTesting's.
#if (PropertyTesting && !LIST_GENERATORS_FOR_TESTS) || (!PropertyTesting && LIST_GENERATORS_FOR_TESTS)
  import PropertyBased
  #if LIST_GENERATORS_FOR_TESTS
    @_spi(Testing) import RosterTesting
  #endif

  /// swift-property-based generators of list states, for property tests of screens, hosts and
  /// Roster itself: random states of ``GeneratedCellModel``s and random transitions between them.
  ///
  /// States are drawn from small alphabets (by default four section identifiers, six item
  /// identifiers, three contents, two cell types), so duplicates, swaps, moves across sections,
  /// moved sections whose items change, empty sections and deletions are common. A transition's
  /// new state is, two times in three, an edit of its old one (sections swapped, removed and
  /// inserted, items moved across sections, inserted and changed, headers changed) and otherwise
  /// a fresh state. Every value is decoded from an array of integers, so PropertyBased shrinks a
  /// failing case to a short one, and a failure prints the `.fixedSeed` that reproduces it.
  ///
  /// Apps get the generators by enabling the `PropertyTesting` trait of the Roster package:
  /// `.package(url: "https://github.com/roster-swift/Roster.git", from: "0.1.0",
  /// traits: ["PropertyTesting"])`.
  ///
  /// A round-trip test, as DifferenceKit's `XCTAssertReproducible`: whatever the two states, the
  /// list ends showing the new one and every batch on the way obeys UIKit's rules.
  ///
  /// ```swift
  /// import PropertyBased
  /// import RosterTesting
  /// import Testing
  ///
  /// @Test @MainActor func everyTransitionIsReproduced() async {
  ///   await propertyCheck(count: 200, input: ListGenerators.transitions()) { transition in
  ///     let host = SimulatedListHost()
  ///     let controller = ListController(host: host)
  ///     controller.update(with: transition.old)
  ///     host.settle()
  ///     controller.update(with: transition.new)
  ///     host.settle()
  ///     #expect(host.errors.isEmpty, "\(transition)")
  ///     let expected = transition.new.map { $0.cellModels.map(\.identifier) }
  ///     #expect(host.displayedIdentifiers == expected)
  ///   }
  /// }
  /// ```
  public enum ListGenerators {
    /// The generator type of ``sections(_:)``.
    public typealias StateGenerator = Generator<[Section], RawGenerator.ArrayShrink>
    /// The generator type of ``transitions(_:)``.
    public typealias TransitionGenerator = Generator<ListTransition, RawGenerator.ArrayShrink>
    /// The integers every generated value is decoded from.
    public typealias RawGenerator = Generator<Int, Shrink.Integer<Int>>

    /// Random list states over `alphabet`.
    public static func sections(_ alphabet: ListAlphabet = ListAlphabet()) -> StateGenerator {
      raw.map { raw in
        var source = RawSource(raw)
        return alphabet.state(&source)
      }
    }

    /// Random transitions between two states over `alphabet`.
    public static func transitions(_ alphabet: ListAlphabet = ListAlphabet()) -> TransitionGenerator
    {
      raw.map { raw in
        var source = RawSource(raw)
        let old = alphabet.state(&source)
        let new = source.next(3) == 0 ? alphabet.state(&source) : alphabet.edit(old, &source)
        return ListTransition(old: old, new: new)
      }
    }

    /// Random transitions between two states of outline sections (`outline0`, `outline1`):
    /// forests of ``GeneratedCellModel``s with unique identifiers, some nodes expanded by their
    /// data. The new state is, two times in three, an edit of the old one (nodes added, often
    /// under an identifier removed before, removed with their subtrees, moved to another
    /// parent or section, their initial expansion and content changed), and otherwise fresh.
    public static func outlineTransitions(
      _ alphabet: ListAlphabet = ListAlphabet()
    )
      -> TransitionGenerator
    {
      raw.map { raw in
        var source = RawSource(raw)
        let old = OutlineShape.random(alphabet, &source)
        let new =
          source.next(3) == 0
          ? OutlineShape.random(alphabet, &source) : old.edited(alphabet, &source)
        return ListTransition(old: old.sections(), new: new.sections())
      }
    }

    private static var raw: Generator<[Int], RawGenerator.ArrayShrink> {
      Gen.int(in: 0...(1 << 30)).array(of: 1...24)
    }
  }
#endif
