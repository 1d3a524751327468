import Foundation
import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardTools

/// The flow graph of RBStoryboardLink's LinkedTabs demo: tabs whose children are links into
/// other storyboards, resolved across files.
@Suite(.requiresSharedData)
struct StoryboardGraphTests {
    static func linkedTabs() throws -> StoryboardGraph {
        let directory = try Corpus.path("rob-brown__RBStoryboardLink/LinkedTabs")
        let paths = try InterfaceBuilderFiles.find(in: [directory]).filter { $0.hasSuffix(".storyboard") }
        return StoryboardGraph(documents: try paths.map { ($0, try Document(contentsOfFile: $0)) })
    }

    @Test func linksResolveAcrossStoryboards() throws {
        let graph = try Self.linkedTabs()
        let links = graph.edges.filter { $0.kind == .link }.map { "\($0.from) -> \($0.to) \($0.detail ?? "")" }
        #expect(links.count == 2)
        #expect(links.allSatisfy { $0.hasPrefix("MainStoryboard:") })
        #expect(Set(graph.edges.filter { $0.kind == .link }.compactMap(\.detail)) == ["FirstTabStoryboard", "SecondTabStoryboard"])
        #expect(graph.unreachable.map(\.id) == [])
    }

    @Test func anOrphanSceneIsUnreachable() throws {
        let text = RuleExample.storyboardText(
            RuleExample.scene(connections: #"                        <segue destination="vc1-00-001" kind="show" id="seg-00-001"/>"#)
                + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")
                + RuleExample.scene(attributes: #"customClass="Orphan""#, id: "vc2-00-001", sceneID: "scn-00-003"),
            initial: "vc0-00-001")
        let graph = StoryboardGraph(documents: [("/app/Main.storyboard", try Document(bytes: Array(text.utf8), path: "/app/Main.storyboard"))])
        #expect(graph.unreachable.map(\.id) == ["Main:vc2-00-001"])
        #expect(graph.unreachableDiagnostics.map(\.description) == [
            "/app/Main.storyboard:24:17: warning: scene Orphan (vc2-00-001) is reached by no entry point, segue, reference or code [unreachable_scene]",
        ])
        #expect(graph.mermaid == """
            flowchart LR
                subgraph s0["Main"]
                    n0["viewController"]
                    n1["viewController"]
                    n2["Orphan"]
                end
                n0 -->|"show"| n1
                classDef entry stroke-width:3px
                class n0 entry
                classDef unreachable stroke-dasharray: 5 5,color:#888
                class n2 unreachable

            """)
    }
}
