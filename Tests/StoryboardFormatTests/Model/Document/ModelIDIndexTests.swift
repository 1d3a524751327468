import Testing
@testable import StoryboardFormat

@Suite("Id index and references")
struct ModelIDIndexTests {
    static let scenes = """
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="gone1" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Cell" textLabel="lbl" detailTextLabel="gone2" style="IBUITableViewCellStyleSubtitle" id="cell">
                                        <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv">
                                            <subviews>
                                                <label text="Title" id="lbl"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="nav" kind="show" identifier="Show" id="sg"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="tvc" id="o1"/>
                                    <outlet property="delegate" destination="gone3" id="o2"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="lbl" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """

    @Test func resolvesReferencesAndReportsDanglingOnes() throws {
        let document = try Fixture.storyboard(Self.scenes, initial: "missingInitial")
        let index = document.index
        #expect(index.node(forID: "tvc").map { document.tree.name(of: $0) } == "tableViewController")
        #expect(index.node(forID: "sg") != nil)
        #expect(index.node(forID: "retina6_12") == nil, "device ids are not object ids")

        let byAttribute = Dictionary(grouping: index.references, by: \.role)
        #expect(byAttribute[.initialViewController]?.map(\.id) == ["missingInitial"])
        #expect(byAttribute[.relationshipTarget]?.map(\.id) == ["gone1"])
        #expect(byAttribute[.segueDestination]?.map(\.id) == ["nav"])
        #expect(byAttribute[.segueDestination]?.first?.isResolved == true)
        #expect(byAttribute[.cellTextLabel]?.first?.target == index.node(forID: "lbl"))
        #expect(byAttribute[.contentViewCell]?.first?.isResolved == true)
        #expect(byAttribute[.outletDestination]?.map(\.id) == ["tvc", "gone3"])

        #expect(index.danglingReferences.map(\.id) == ["missingInitial", "gone1", "gone2", "gone3"])
        #expect(index.danglingReferences.map(\.attribute) == ["initialViewController", "destination", "detailTextLabel", "destination"])
        #expect(index.danglingReferences.allSatisfy { !$0.isResolved })
        #expect(document.danglingReferences == index.danglingReferences)
        #expect(document.initialViewController == nil)
    }

    @Test func danglingDiagnosticsNameAttributeIdAndTarget() throws {
        let document = try Fixture.storyboard(Self.scenes, initial: "missingInitial")
        let warnings = document.diagnostics.filter { $0.id == .danglingReference }
        #expect(warnings.count == 4)
        let first = try #require(warnings.first)
        #expect(first.severity == .warning)
        #expect(first.path == "Test.storyboard")
        // Line 2 holds the <document> tag; the column is where `initialViewController=` starts.
        let line2 = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\" "
        #expect(first.position == SourcePosition(line: 2, column: line2.utf8.count + 1))
        #expect(first.message == "dangling reference: initialViewController=\"missingInitial\" of <document> names no object of the document (expected the initial view controller)")
        #expect(first.description.hasPrefix("Test.storyboard:2:\(line2.utf8.count + 1): warning: dangling reference"))
        #expect(first.description.hasSuffix("[dangling-reference]"))
        #expect(warnings[1].message.contains("destination=\"gone1\" of <segue>"))
        #expect(warnings[1].message.contains("relationship segue's target"))
        #expect(warnings[2].message.contains("detailTextLabel=\"gone2\" of <tableViewCell>"))
        #expect(warnings[3].message.contains("outlet connects to"))
        // In document order, each on the line of its attribute.
        let lines = warnings.compactMap { $0.position?.line }
        #expect(lines == lines.sorted())
        let source = String(decoding: document.tree.source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(source[lines[1] - 1].contains("destination=\"gone1\""))
        #expect(source[lines[3] - 1].contains("destination=\"gone3\""))
    }

    @Test func duplicateIDsAreReported() throws {
        let document = try Fixture.storyboard(Self.scenes)
        #expect(document.index.duplicates.count == 1)
        let duplicate = try #require(document.index.duplicates.first)
        #expect(duplicate.id == "lbl")
        #expect(document.tree.name(of: duplicate.first) == "label")
        #expect(document.tree.name(of: duplicate.duplicate) == "placeholder")
        #expect(document.index.node(forID: "lbl") == duplicate.first, "the first one wins")
        let warning = try #require(document.diagnostics.first { $0.id == .duplicateID })
        #expect(warning.message.hasPrefix("duplicate id \"lbl\" on <placeholder>: <label> at "))
        #expect(warning.position?.line == duplicate.position?.line)
    }

    @Test func cleanDocumentHasNoDiagnostics() throws {
        let document = try Fixture.viewController(subviews: """
                                <button id="b1">
                                    <connections>
                                        <action selector="tap:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
            """)
        #expect(document.diagnostics.isEmpty)
        #expect(document.index.references.count == 1)
        #expect(document.index.references.first?.role == .actionDestination)
        #expect(document.index.count == 5)  // vc1, root, b1, a1, fr1
    }

    @Test func macOSTargetsBindingsAndConstraintsAreChecked() throws {
        let document = try Fixture.document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="AppController"/>
                    <customView id="cv1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button id="btn">
                                <rect key="frame" x="10" y="10" width="80" height="32"/>
                                <connections>
                                    <action selector="go:" target="-2" id="ac1"/>
                                    <binding destination="nothere" name="value" keyPath="x" id="bd1"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="btn" firstAttribute="leading" secondItem="ghost" secondAttribute="leading" id="c1"/>
                        </constraints>
                    </customView>
                </objects>
            </document>
            """, path: "Mac.xib")
        let dangling = document.danglingReferences
        #expect(dangling.map(\.id) == ["nothere", "ghost"])
        #expect(dangling.map(\.role) == [.bindingDestination, .constraintItem])
        let target = try #require(document.index.references.first { $0.role == .actionTarget })
        #expect(target.isResolved && target.id == "-2")
    }
}
