/// The first Interface Builder tools version (a document's `toolsVersion`, as
/// `Header.toolsBuild`) of each Xcode release whose canvas the layout rules tell apart:
/// Xcode draws with the UIKit and AppKit of its SDK and the macOS it runs on, which a document
/// records only through the tools version that saved it. The builds named are the corpus's.
package enum ToolsVersion {
    /// Xcode 7; below it, Xcode 6 and earlier (Xcode 6.3 is 7706).
    package static let xcode7 = 8000
    /// Xcode 8.
    package static let xcode8 = 11000
    /// Xcode 9 (13196): iOS 11's safe areas.
    package static let xcode9 = 13000
    /// Xcode 9.1 (13529): iOS 11's cell margins.
    package static let xcode9_1 = 13500
    /// Xcode 10.
    package static let xcode10 = 14000
    /// Xcode 10.0 (14313); the 14000s below it are Xcode 9.3 and 9.4 (14088 to 14113).
    package static let xcode10_0 = 14300
    /// Xcode 10.2 (14490).
    package static let xcode10_2 = 14490
    /// Xcode 11's betas (14868); Xcode 11.0 itself is 15000 on.
    package static let xcode11Betas = 14800
    /// Xcode 11.
    package static let xcode11 = 15000
    /// Xcode 12.0 (12.0 to 12.2 are 17147 to 17156).
    package static let xcode12 = 17000
    /// Xcode 12.3 (17506).
    package static let xcode12_3 = 17500
    /// Xcode 12.4 (17701).
    package static let xcode12_4 = 17700
    /// Xcode 12.5 (18122).
    package static let xcode12_5 = 18000
    /// Xcode 13.
    package static let xcode13 = 19000
    /// Xcode 13.3.
    package static let xcode13_3 = 20000
    /// Xcode 14 (14.1 is 21225, 14.3 21701).
    package static let xcode14 = 21000
    /// Xcode 15.
    package static let xcode15 = 22000
    /// Xcode 26 (Xcode 16 is 23000 to 23999).
    package static let xcode26 = 24000
    /// Where tools versions stop being Xcode releases: some tools write the pseudo-version
    /// 32700.99.1234, which is no Xcode; its files keep the frames of the Xcode before 26.
    /// The corpus has no tools version between 24765 and 32700.
    package static let notXcode = 30000

    /// Xcode 26's tools versions, the pseudo-version excluded.
    package static let xcode26Releases = xcode26..<notXcode
}
