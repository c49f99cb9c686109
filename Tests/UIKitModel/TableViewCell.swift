// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Table view cells, headers and footers

  @MainActor open class UITableViewCell: UIView {
    private let content = UIView(frame: .zero)
    /// Model: the identifier the cell was created or dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Model: how many times the cell was prepared for reuse.
    public private(set) var reuseCount = 0
    /// Model: the cell's selection state, which the table view sets.
    public internal(set) var isSelected = false
    /// Model: the cell's highlight state, which the table view sets.
    public internal(set) var isHighlighted = false

    /// A table view creates a registered class with this initializer, giving it the
    /// identifier it was registered under.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view that holds the cell's content; sized with the cell.
    open var contentView: UIView { content }
    override var heldContentView: UIView? { content }

    open override var bounds: CGRect {
      didSet { content.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// The cell fits its content view's content.
    override var contentExtent: CGSize { content.contentExtent }
    override var fittingRoot: UIView { content }

    /// Called before a dequeue hands the cell out again (never by `reconfigureRows(at:)`, as
    /// Apple documents); subclasses call super.
    open func prepareForReuse() {
      reuseCount += 1
      isSelected = false
      isHighlighted = false
    }

    /// Shown at the cell's trailing edge, as a subview of the cell beside its content view.
    /// Model: the content view keeps the cell's whole width (UIKit narrows it for the
    /// accessory; no test measures that).
    open var accessoryView: UIView? {
      didSet {
        guard oldValue !== accessoryView else { return }
        oldValue?.removeFromSuperview()
        if let accessoryView { addSubview(accessoryView) }
      }
    }
    /// The indentation of the cell's content, in steps of `indentationWidth`; 0 by default.
    /// Model: kept, not laid out (UIKit indents its standard content by it).
    open var indentationLevel: Int {
      get { storedIndentationLevel }
      set { storedIndentationLevel = newValue }
    }
    private var storedIndentationLevel = 0
    /// One step of `indentationLevel`, 10 points by default, as Apple documents.
    open var indentationWidth: CGFloat {
      get { storedIndentationWidth }
      set { storedIndentationWidth = newValue }
    }
    private var storedIndentationWidth: CGFloat = 10
  }

  extension UITableViewCell {
    public enum CellStyle: Int, @unchecked Sendable {
      case `default` = 0
      case value1 = 1
      case value2 = 2
      case subtitle = 3
    }
  }

  @MainActor open class UITableViewHeaderFooterView: UIView {
    private let content = UIView(frame: .zero)
    /// Model: the identifier the view was created or dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Model: how many times the view was prepared for reuse.
    public private(set) var reuseCount = 0

    /// A table view creates a registered class with this initializer.
    public required init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view that holds the header's or footer's content; sized with the view.
    open var contentView: UIView { content }
    override var heldContentView: UIView? { content }
    override var fittingRoot: UIView { content }

    open override var bounds: CGRect {
      didSet { content.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// Called before `dequeueReusableHeaderFooterView(withIdentifier:)` hands the view out
    /// again; subclasses call super.
    open func prepareForReuse() { reuseCount += 1 }
  }
#endif
