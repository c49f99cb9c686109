// A screen written against Roster needs no other import: the diff's `IndexPath`, the layout's
// constraints and `ListLayout`, and the CoreGraphics geometry types come with `import Roster`.
@_exported import RosterDiff
@_exported import RosterLayout
