import Testing
@testable import StoryboardFormat

/// A line and column in a document read by the tests.
typealias XMLLocation = SourcePosition

func loc(_ line: Int, _ column: Int) -> XMLLocation { XMLLocation(line: line, column: column) }

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// The error reading `input` throws, or nil when it reads.
func readError(_ input: [UInt8]) -> XMLError? {
    do throws(XMLError) {
        _ = try XMLTree(bytes: input)
        return nil
    } catch {
        return error
    }
}

func readError(_ text: String) -> XMLError? { readError(bytes(text)) }

extension XMLTree {
    /// The first element called `name` in document order.
    func first(_ name: String) -> XMLNode? {
        descendants(of: document).first { isElement($0, named: name) }
    }

    /// Every element called `name` in document order.
    func all(_ name: String) -> [XMLNode] {
        descendants(of: document).filter { isElement($0, named: name) }
    }

    /// The names of the element's attributes, in order.
    func attributeNames(of node: XMLNode) -> [String] {
        attributes(of: node).map { name(of: $0) }
    }
}

/// Reads `input`, requires that writing it back gives the same bytes, and returns the tree.
@discardableResult
func expectRoundTrip(
    _ input: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> XMLTree {
    let tree = try XMLTree(bytes: input)
    let output = tree.serialized()
    #expect(output == input, "not written back byte for byte", sourceLocation: sourceLocation)
    #expect(!tree.isEdited, sourceLocation: sourceLocation)
    return tree
}

@discardableResult
func expectRoundTrip(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> XMLTree {
    try expectRoundTrip(bytes(text), sourceLocation: sourceLocation)
}

/// Converts a line and column (1-based, column in UTF-8 bytes) back into a byte offset by
/// splitting the bytes on LF, CRLF and lone CR, independently of the reader's own line table.
func offset(of location: XMLLocation, in input: [UInt8]) -> Int? {
    var line = 1
    var lineStart = 0
    var index = 0
    while line < location.line {
        guard index < input.count else { return nil }
        let endsLine = input[index] == 0x0A
            || (input[index] == 0x0D && (index + 1 == input.count || input[index + 1] != 0x0A))
        if endsLine {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }
    return lineStart + location.column - 1
}

/// Whether `input` at `offset` starts with `text`.
func bytesMatch(_ input: [UInt8], at offset: Int, _ text: String) -> Bool {
    let expected = Array(text.utf8)
    guard offset >= 0, offset + expected.count <= input.count else { return false }
    return Array(input[offset..<(offset + expected.count)]) == expected
}

/// A deterministic pseudo-random generator (SplitMix64), so that fuzz failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A small storyboard written for these tests in Xcode's format: prolog, comments, nested
/// elements, self-closing elements, entity references, a multi-byte character.
let smallStoryboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-one">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
    </dependencies>
    <scenes>
        <!--Navigation Controller-->
        <scene sceneID="scn-00-one">
            <objects>
                <navigationController id="nav-00-one" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-one">
                        <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="tvc-00-two" kind="relationship" relationship="rootViewController" id="seg-00-one"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-one" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="-3" y="251"/>
        </scene>
        <!--Café & Colors-->
        <scene sceneID="scn-00-two">
            <objects>
                <tableViewController title="Café &amp; Colors" id="tvc-00-two" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="&quot;Colors&quot;" id="itm-00-two"/>
                </tableViewController>
            </objects>
        </scene>
    </scenes>
</document>

"""

/// `#require` for use inside another expectation macro, which cannot nest it.
func must<T>(_ value: T?, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> T {
    try #require(value, sourceLocation: sourceLocation)
}
