import Foundation
import Roster

/// A section of the planner's fixtures: an identity, a header and items.
struct FixtureSection: Identifiable, Equatable {
  var id: String
  var header = ""
  var items: [FixtureItem]
}

/// An item of the planner's fixtures; `kind` stands for its cell type.
struct FixtureItem: Identifiable, Equatable {
  var id: String
  var content = ""
  var kind = 0
}

/// Sections from a compact description: `["a": "x y", "b": "z"]` style pairs, in order.
func sections(_ layout: KeyValuePairs<String, String>) -> [FixtureSection] {
  layout.map { id, items in
    FixtureSection(
      id: id, items: items.split(separator: " ").map { FixtureItem(id: String($0)) })
  }
}

/// Diffs and plans with the given policy; cell types are compared through `kind`.
func plan(
  from old: [FixtureSection], to new: [FixtureSection],
  policy: UpdatePolicy = .alwaysAnimate
) -> UpdatePlan {
  let changes = SectionedChanges(
    from: old, to: new, items: \.items, isSectionContentEqual: { $0.header == $1.header })
  return UpdatePlanner(policy: policy).plan(
    changes, oldSectionCount: old.count, newSectionCount: new.count,
    cellTypeChanged: { pair in
      old[pair.from.section].items[pair.from.item].kind
        != new[pair.to.section].items[pair.to.item].kind
    })
}

func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}
