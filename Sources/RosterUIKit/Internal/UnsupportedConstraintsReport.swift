#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// What a ``TableViewHost`` cannot show of its sections' constraints and its nested lists'
  /// directions, reported as `ListDiagnostic.unsupportedConstraints` once per section (or nested
  /// list) identifier and cause: a table shows one column of full-width rows that scrolls
  /// vertically, whatever a section asks for.
  ///
  /// A feature of the table host (`HostFeature`): it looks at the sections after each batch and
  /// each reload, and at a nested list when its row is bound.
  @MainActor
  final class UnsupportedConstraintsReport: HostFeature {
    /// A cause already reported for a section or a nested list.
    private struct Reported: Hashable {
      var identifier: String
      var reason: String
    }

    /// The host whose table shows the sections; it owns this component.
    private unowned let host: TableViewHost
    /// The identifiers and causes already reported.
    private var reported: Set<Reported> = []

    /// The report of `host`'s table.
    init(host: TableViewHost) {
      self.host = host
    }

    /// Reports the sections the batch brought in.
    func didPerformBatch(_ batch: BatchUpdate, token: Void) {
      reportSections()
    }

    /// Reports the sections reloaded.
    func didReloadData() {
      reportSections()
    }

    /// Reports every section whose constraints ask for what a table cannot show, once per
    /// section identifier and cause.
    ///
    /// - Complexity: O(*s*) for *s* sections shown.
    private func reportSections() {
      guard let dataSource = host.dataSource else { return }
      for section in dataSource.snapshot.sections {
        for reason in Self.unsupportedParts(of: section) {
          report(reason, about: section.identifier)
        }
      }
    }

    /// Reports a nested list that asks to scroll horizontally: a ``NestedListTableViewCell``
    /// shows it in a table view, vertically. Once per nested list identifier, which the
    /// diagnostic names as its `sectionIdentifier`.
    func reportDirection(of model: NestedListCellModel) {
      guard model.scrollDirection == .horizontal else { return }
      report(Self.horizontalNestedList(model.identifier), about: model.identifier)
    }

    /// Reports `reason` about `identifier`, unless it was reported already.
    private func report(_ reason: String, about identifier: String) {
      guard reported.insert(Reported(identifier: identifier, reason: reason)).inserted else {
        return
      }
      host.report(.unsupportedConstraints(sectionIdentifier: identifier, reason: reason))
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
