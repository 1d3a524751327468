import Testing

@testable import StoryboardTools

/// The YAML configuration, SwiftLint's keys.
struct LintConfigurationTests {
    @Test func readsRulesSeveritiesOptionsAndPaths() throws {
        let configuration = try LintConfiguration(yaml: """
            disabled_rules:
              - misplaced
            opt_in_rules: [view_as_device, use_base_class]
            excluded: [Pods, Carthage/Checkouts]
            ambiguous: error
            view_as_device:
              severity: error
              device_id: retina6_1
            use_base_class_rule:
              UILabel: [BodyLabel, TitleLabel]
            """)
        #expect(!configuration.isEnabled(MisplacedRule.description))
        #expect(configuration.isEnabled(ViewAsDeviceRule.description))
        #expect(!configuration.isEnabled(CustomClassNameRule.description))
        #expect(configuration.isEnabled(DanglingConnectionRule.description))
        #expect(configuration.severities == ["ambiguous": .error, "view_as_device": .error])
        #expect(configuration.options["view_as_device"] == ["device_id": "retina6_1"])
        #expect(configuration.options["use_base_class"] == ["UILabel": .list(["BodyLabel", "TitleLabel"])])
        #expect(!configuration.includes("App/Pods/Lib/View.xib"))
        #expect(!configuration.includes("Carthage/Checkouts/X/Main.storyboard"))
        #expect(configuration.includes("App/MyPods/Main.storyboard"))
    }

    @Test func unknownRulesAreErrors() throws {
        #expect(throws: LintConfiguration.Invalid.self) { try LintConfiguration(yaml: "disabled_rules: [misplacd]") }
        #expect(throws: LintConfiguration.Invalid.self) { try LintConfiguration(yaml: "misplaced: fatal") }
        #expect(throws: LintConfiguration.Invalid.self) { try LintConfiguration(yaml: "- a list") }
    }

    @Test func onlyRulesWins() throws {
        let configuration = try LintConfiguration(yaml: "only_rules: [custom_class_name]")
        #expect(configuration.enabledRules.map { $0.description.identifier } == ["custom_class_name"])
    }
}
