/// A cell model whose cell can change size while its content stays the same (a text view
/// that grows as it is typed into, an expanding disclosure).
///
/// Sizes are normally cached by identity, content and the size they were measured in; a
/// resizable model's size is measured again whenever the list asks for it.
public protocol ResizableCellModel: CellModel {}
