#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension TableViewHost {
    /// A cause already reported for a section.
    struct ConstraintsReport: Hashable {
      var sectionIdentifier: String
      var reason: String
    }

    /// Reports `ListDiagnostic.unsupportedConstraints` for every section whose constraints ask
    /// for what a table cannot show, once per section identifier and cause.
    ///
    /// - Complexity: O(*s*) for *s* sections shown.
    func reportUnsupportedConstraints() {
      guard let dataSource else { return }
      for section in dataSource.snapshot.sections {
        for reason in Self.unsupportedParts(of: section) {
          let key = ConstraintsReport(sectionIdentifier: section.identifier, reason: reason)
          guard reportedConstraints.insert(key).inserted else { continue }
          report(.unsupportedConstraints(sectionIdentifier: section.identifier, reason: reason))
        }
      }
    }

    /// Reports `ListDiagnostic.unsupportedConstraints` for a nested list that asks to scroll
    /// horizontally: a ``NestedListTableViewCell`` shows it in a table view, vertically. Once per
    /// nested list identifier, which the diagnostic names as its `sectionIdentifier`.
    func reportUnsupportedDirection(of model: NestedListCellModel) {
      guard model.scrollDirection == .horizontal else { return }
      let reason = Self.horizontalNestedList(model.identifier)
      let key = ConstraintsReport(sectionIdentifier: model.identifier, reason: reason)
      guard reportedConstraints.insert(key).inserted else { return }
      report(.unsupportedConstraints(sectionIdentifier: model.identifier, reason: reason))
    }

    /// Why the nested list `identifier`, which asks to scroll horizontally, is shown vertically.
    static func horizontalNestedList(_ identifier: String) -> String {
      "nested list '\(identifier)' asks to scroll horizontally, but a nested list in a table "
        + "view is a table view, which scrolls vertically, so it is shown vertically"
    }

    /// What a table cannot show of `section`'s constraints, one reason per cause; empty for the
    /// default constraints (one full-width column, vertical, no inset, no line spacing). A band
    /// is one: a table shows no child list but a nested list's.
    static func unsupportedParts(of section: Section) -> [String] {
      let constraints = section.constraints
      var reasons: [String] = []
      switch constraints.distribution {
      case .entireRow: break
      case .equally(let cellsInRow) where cellsInRow <= 1: break
      default:
        reasons.append(
          "a table view shows one column, so its cells are full-width rows, not "
            + "\(constraints.distribution)")
      }
      // The child list a section can be is a band.
      if ChildList.of(.section(section), inListScrolling: .vertical)?.isBand == true {
        reasons.append("a table view scrolls vertically, so its cells are rows, not columns")
      }
      if constraints.inset != .zero {
        reasons.append("a table view has no section insets, so its rows span its width")
      }
      if constraints.minimumLineSpacing != 0 {
        reasons.append("a table view has no spacing between rows")
      }
      return reasons
    }
  }
#endif
