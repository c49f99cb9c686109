#if os(Linux) || canImport(UIKit)
  // The band tests read the band cell the host made, which is internal to RosterUIKit; every
  // other fixture observes the screen through the public API and the view hierarchy.
  @testable import RosterUIKitOnModel

  extension Screen {
    /// The band cell on screen for the band of section `index`, if it is a band.
    func bandCell(ofSection index: Int) -> BandCollectionViewCell? {
      guard host.isBand(index) else { return nil }
      return host.visibleBandCell(ofSection: index)
    }
  }
#endif
