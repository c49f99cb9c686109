import Foundation

/// The sections a simulated host shows and their layout, for its bands: the host keeps no
/// layout, so each band operation lays the list out from the data source.
struct BandData {
  var sections: [Section]
  var layout: ListLayout
}
