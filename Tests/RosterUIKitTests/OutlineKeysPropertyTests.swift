#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Random forests, in either host, left to right or right to left, and random sequences of
    /// the outline keys, taps on disclosure controls and focus moves, against a reference: the
    /// rows shown, the expanded nodes, the focused node and every row's control always equal
    /// what the reference's own tree walk and key rules give.
    @Suite("RosterUIKit: outline keys and disclosures against a reference", .serialized)
    @MainActor
    struct OutlineKeysPropertyTests {
      typealias Mixer = ScrollAnchoringPropertyTests.Mixer

      /// A random forest of at most 12 nodes, 3 levels deep, with the data's initial expansion.
      struct Forest {
        var roots: [String] = []
        var children: [String: [String]] = [:]
        var parent: [String: String] = [:]
        var initiallyExpanded: Set<String> = []

        init(mixer: inout Mixer) {
          let count = 1 + mixer.next(12)
          for index in 0..<count {
            let identifier = "n\(index)"
            // A parent among the earlier nodes no deeper than level 2, or a root.
            let candidates = (0..<index).map { "n\($0)" }.filter { depth(of: $0) < 2 }
            if candidates.isEmpty || mixer.next(3) == 0 {
              roots.append(identifier)
            } else {
              let chosen = candidates[mixer.next(candidates.count)]
              children[chosen, default: []].append(identifier)
              parent[identifier] = chosen
            }
          }
          for node in children.keys.sorted() where mixer.next(3) == 0 {
            initiallyExpanded.insert(node)
          }
        }

        func depth(of identifier: String) -> Int {
          var depth = 0
          var node = identifier
          while let up = parent[node] {
            depth += 1
            node = up
          }
          return depth
        }

        func hasChildren(_ identifier: String) -> Bool { !(children[identifier] ?? []).isEmpty }

        var sections: [Section] {
          func item(_ identifier: String) -> OutlineItem {
            OutlineItem(
              OutlineTests.row(identifier), isExpanded: initiallyExpanded.contains(identifier),
              children: (children[identifier] ?? []).map(item))
          }
          return [Section("tree", outline: roots.map(item))]
        }

        /// The rows a depth-first walk shows under `expanded`.
        func shown(_ expanded: Set<String>) -> [String] {
          var rows: [String] = []
          func visit(_ identifier: String) {
            rows.append(identifier)
            guard expanded.contains(identifier) else { return }
            for child in children[identifier] ?? [] { visit(child) }
          }
          for root in roots { visit(root) }
          return rows
        }

        func subtree(_ identifier: String) -> [String] {
          [identifier] + (children[identifier] ?? []).flatMap(subtree)
        }
      }

      /// The reference: the expanded nodes and the focused one, by the documented key rules.
      struct Reference {
        let forest: Forest
        var expanded: Set<String>
        var focused: String?

        var shown: [String] { forest.shown(expanded) }

        enum Step {
          case forward, backward, expandSubtree
          case tap(Int)
        }

        mutating func apply(_ step: Step) {
          switch step {
          case .tap(let row):
            let node = shown[row]
            guard forest.hasChildren(node) else { return }
            if expanded.contains(node) { expanded.remove(node) } else { expanded.insert(node) }
          case .expandSubtree:
            guard let node = focused, forest.hasChildren(node) else { return }
            expanded.formUnion(forest.subtree(node).filter(forest.hasChildren))
          case .forward:
            guard let node = focused, forest.hasChildren(node) else { return }
            if !expanded.contains(node) {
              expanded.insert(node)
            } else {
              focused = forest.children[node]?.first
            }
          case .backward:
            guard let node = focused else { return }
            if forest.hasChildren(node), expanded.contains(node) {
              expanded.remove(node)
            } else if let parent = forest.parent[node] {
              focused = parent
            }
          }
          // A hidden focused row hands the focus to its nearest ancestor shown.
          let rows = Set(shown)
          while let node = focused, !rows.contains(node) { focused = forest.parent[node] }
        }
      }

      /// How often the runs met the cases the keys' rules single out.
      final class Census {
        var rightToLeft = 0
        var tables = 0
        var movesIn = 0
        var movesOut = 0
        var focusToAncestor = 0
      }

      @Test("rows, expansion, focus and controls follow the reference through random keys")
      func keysAgainstReference() async {
        let census = Census()
        await propertyCheck(count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max))) {
          seed in
          run(seed: seed, census: census)
        }
        // Every rule was met many times, on both hosts.
        if checksCensus {
          #expect(census.rightToLeft > 50 && census.tables > 50, "\(census.rightToLeft)")
          #expect(census.movesIn > 50 && census.movesOut > 50, "\(census.movesIn)")
          #expect(census.focusToAncestor > 20, "\(census.focusToAncestor)")
        }
      }

      private func run(seed: Int, census: Census) {
        if seed % 2 == 0 {
          run(seed: seed, on: Screen(), census: census)
        } else {
          census.tables += 1
          run(seed: seed, on: TableScreen(), census: census)
        }
      }

      private func run(seed: Int, on screen: some OutlineScreen, census: Census) {
        var mixer = Mixer(state: UInt64(seed))
        let forest = Forest(mixer: &mixer)
        let rightToLeft = mixer.next(2) == 0
        if rightToLeft {
          screen.listView.semanticContentAttribute = .forceRightToLeft
          census.rightToLeft += 1
        }
        screen.controller.update(with: forest.sections, animated: mixer.next(2) == 0)
        UIKitHarness.settle()
        var reference = Reference(
          forest: forest, expanded: forest.initiallyExpanded, focused: nil)
        let start = mixer.next(reference.shown.count)
        screen.moveFocus(to: [0, start])
        reference.focused = reference.shown[start]
        let (forwardKey, backwardKey) =
          rightToLeft
          ? (UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow)
          : (UIKeyCommand.inputRightArrow, UIKeyCommand.inputLeftArrow)
        var steps: [String] = ["\(forest.roots) \(forest.children) rtl: \(rightToLeft)"]
        for _ in 0..<(1 + mixer.next(20)) {
          let step: Reference.Step
          switch mixer.next(7) {
          case 0, 1: step = .forward
          case 2, 3: step = .backward
          case 4: step = .expandSubtree
          default: step = .tap(mixer.next(reference.shown.count))
          }
          steps.append("\(step)")
          switch step {
          case .forward: screen.press(forwardKey)
          case .backward: screen.press(backwardKey)
          case .expandSubtree: screen.press("*")
          case .tap(let row):
            screen.disclosure(at: [0, row])?.modelTap()
            UIKitHarness.settle()
          }
          let before = reference
          reference.apply(step)
          if let focused = before.focused, reference.focused != focused {
            if reference.forest.parent[focused] == reference.focused, case .backward = step {
              census.movesOut += 1
            } else if case .forward = step {
              census.movesIn += 1
            } else {
              census.focusToAncestor += 1
            }
          }
          guard expect(screen, matches: reference, steps) else { return }
        }
      }

      private func expect(
        _ screen: some OutlineScreen, matches reference: Reference, _ steps: [String]
      ) -> Bool {
        let shown = reference.shown
        let chevrons = shown.map { node -> String? in
          guard reference.forest.hasChildren(node) else { return nil }
          return reference.expanded.contains(node) ? "chevron.down" : "chevron.forward"
        }
        let actual = (
          screen.shownIdentifiers, screen.controller.expandedOutlineItems,
          screen.controller.focusedIdentifier,
          shown.indices.map { screen.chevron(at: [0, $0]) }
        )
        let matches =
          actual.0 == shown && actual.1 == reference.expanded && actual.2 == reference.focused
          && actual.3 == chevrons
        #expect(
          matches,
          "\(actual) != \((shown, reference.expanded, reference.focused, chevrons)) after \(steps)")
        return matches
      }
    }
  }
#endif
