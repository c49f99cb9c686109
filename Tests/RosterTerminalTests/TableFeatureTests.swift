import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: tables")
struct TableFeatureTests {
  @Test("rows are drawn in columns under the titles, aligned, with the sort indicator")
  func rowsInColumns() async {
    let fixture = ListFixture(width: 24, height: 4)
    await fixture.show([People.section()])
    #expect(
      fixture.rows == [
        "Name ▲   Age City", "Ada       36 London", "Grace     85 New York",
        "Linus     54 Helsinki",
      ])
  }

  @Test("a section made with its table gets a pinned header of titles, without a header model")
  func titleHeaderFromColumns() async {
    let fixture = ListFixture(width: 24, height: 3)
    var diagnostics: [ListDiagnostic] = []
    fixture.controller.diagnosticHandler = { diagnostics.append($0) }
    let rows = (0..<20).map {
      PersonRow(identifier: "p\($0)", name: "P\($0)", age: $0, city: "C")
    }
    await fixture.show([Section("people", table: People.columns()) { rows }])
    #expect(fixture.rows == ["Name ▲   Age City", "P0         0 C", "P1         1 C"])
    fixture.listView.select(IndexPath(item: 10, section: 0))
    #expect(fixture.rows.first == "Name ▲   Age City")
    #expect(diagnostics.isEmpty)
  }

  @Test("a text wider than its column is cut short with an ellipsis")
  func truncation() async {
    let fixture = ListFixture(width: 24, height: 2)
    let long = PersonRow(identifier: "m", name: "Margaret Hamilton", age: 88, city: "Boston")
    await fixture.show([People.section([long], columns: People.columns(nameMaximum: 8))])
    #expect(fixture.rows == ["Name ▲     Age City", "Margare…    88 Boston"])
  }

  @Test("the header stays at the top while the rows scroll under it")
  func headerPinned() async {
    let fixture = ListFixture(width: 24, height: 3)
    let rows = (0..<20).map {
      PersonRow(identifier: "p\($0)", name: "P\($0)", age: $0, city: "C")
    }
    await fixture.show([People.section(rows)])
    fixture.listView.select(IndexPath(item: 10, section: 0))
    #expect(fixture.rows.first == "Name ▲   Age City")
    #expect(fixture.rows.last?.hasPrefix("P10") == true)
  }

  @Test("the sort key asks the app for the next sort; the cursor stays on its row")
  func sortHandler() async {
    let fixture = ListFixture(width: 24, height: 4)
    await fixture.show([People.section()])
    var asked: [TableSort] = []
    fixture.listView.tableSortHandler = { _, sort in asked.append(sort) }
    fixture.listView.select(IndexPath(item: 0, section: 0))  // Ada
    #expect(fixture.listView.handle(.character("s")))
    #expect(fixture.listView.handle(.right))
    #expect(fixture.listView.handle(.character("s")))
    #expect(asked == [TableSort(column: 0, ascending: false), TableSort(column: 1)])
    let byAge = People.all.sorted { $0.age > $1.age }
    await fixture.show([
      People.section(byAge, columns: People.columns(sort: TableSort(column: 1, ascending: false)))
    ])
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(fixture.rows[0] == "Name   Age ▼ City")
  }

  @Test("a cell cursor moves between columns and says the cell's column and value")
  func cellCursor() async {
    let fixture = ListFixture(width: 24, height: 4)
    await fixture.show([People.section()])
    fixture.listView.tableCursor = .cell
    fixture.listView.select(IndexPath(item: 1, section: 0))
    #expect(fixture.listView.spokenSelection?.hasPrefix("Name: Grace") == true)
    _ = fixture.listView.handle(.right)
    _ = fixture.listView.handle(.right)
    _ = fixture.listView.handle(.right)
    #expect(fixture.listView.tableColumn == 2)
    #expect(fixture.listView.spokenSelection?.hasPrefix("City: New York") == true)
    let screen = fixture.listView.renderedScreen()
    // Only the cursor's cell is highlighted.
    #expect(screen[13, 2].style.inverse)
    #expect(!screen[0, 2].style.inverse)
    fixture.listView.tableCursor = .row
    #expect(
      fixture.listView.spokenSelection?.hasPrefix("Name: Grace, Age: 85, City: New York") == true)
  }

  @Test("a table wider than the list scrolls across to the current column, the first pinned")
  func horizontalScroll() async {
    let fixture = ListFixture(width: 16, height: 3)
    let columns = People.columns(sort: nil, pinned: true, nameMinimum: 6, cityMinimum: 10)
    await fixture.show([People.section(Array(People.all.prefix(2)), columns: columns)])
    // Name 6, Age 5, City 10 and two spaces: 23 columns in 16.
    #expect(fixture.rows == ["Name     Age Cit", "Ada       36 Lon", "Grace     85 New"])
    fixture.listView.select(IndexPath(item: 0, section: 0))
    _ = fixture.listView.handle(.right)
    _ = fixture.listView.handle(.right)
    #expect(fixture.listView.tableHorizontalOffset == 6)
    #expect(fixture.rows == ["Name   City", "Ada    London", "Grace  New York"])
  }

  @Test("the width keys narrow and widen the current column")
  func resize() async {
    let fixture = ListFixture(width: 24, height: 2)
    await fixture.show([People.section(Array(People.all.prefix(1)), columns: People.columns())])
    fixture.listView.select(IndexPath(item: 0, section: 0))
    _ = fixture.listView.handle(.character(">"))
    _ = fixture.listView.handle(.character(">"))
    #expect(fixture.rows == ["Name ▲     Age City", "Ada         36 London"])
    _ = fixture.listView.handle(.character("<"))
    #expect(fixture.rows == ["Name ▲    Age City", "Ada        36 London"])
  }

  @Test("right to left, the columns run from the right edge, mirrored")
  func rightToLeft() async {
    let fixture = ListFixture(width: 24, height: 2)
    fixture.listView.layoutDirection = .rightToLeft
    await fixture.show([People.section(Array(People.all.prefix(1)))])
    #expect(fixture.rows == ["       City Age   Name ▲", "     London 36       Ada"])
  }

  @Test("zebra rows stripe every other row")
  func zebra() async {
    let fixture = ListFixture(width: 24, height: 4)
    var columns = People.columns()
    columns.showsZebraRows = true
    await fixture.show([People.section(columns: columns)])
    let screen = fixture.listView.renderedScreen()
    #expect(screen[0, 1].style.background == nil)
    #expect(screen[0, 2].style.background == .brightBlack)
  }

  @Test("the table's keys are hinted on its rows only, and listed while it shows")
  func keyHints() async {
    let fixture = ListFixture(width: 30, height: 6)
    await fixture.show([People.section(), rowsSection("plain", ["x"])])
    fixture.listView.tableSortHandler = { _, _ in }
    fixture.listView.select(IndexPath(item: 0, section: 0))
    #expect(fixture.listView.keyHints.contains { $0.action == "sort" })
    #expect(fixture.listView.keyHints.contains { $0.action == "column" })
    fixture.listView.select(IndexPath(item: 0, section: 1))
    #expect(!fixture.listView.keyHints.contains { $0.action == "sort" })
    #expect(fixture.listView.keyMap.contains { $0.action == "width" })
  }
}
