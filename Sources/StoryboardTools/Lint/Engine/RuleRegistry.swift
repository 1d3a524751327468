/// Every rule `storyboard lint` knows: crash classes first, the Swift cross-check, then
/// IBLinter's rules.
public enum RuleRegistry {
    public static let all: [any LintRule.Type] = [
        DanglingConnectionRule.self,
        SegueDestinationRule.self,
        DuplicateIDRule.self,
        DuplicateStoryboardIdentifierRule.self,
        DuplicateSegueIdentifierRule.self,
        UnwindOutsideSceneRule.self,
        StoryboardReferenceRule.self,
        CellReuseIdentifierRule.self,
        MissingReuseIdentifierRule.self,
        InitialViewControllerRule.self,
        RelationshipKindRule.self,
        ConflictMarkerRule.self,
        MissingClassRule.self,
        MissingOutletRule.self,
        OutletTypeRule.self,
        MissingActionRule.self,
        InspectableTypeRule.self,
        SegueIdentifierInCodeRule.self,
        StoryboardIdentifierInCodeRule.self,
        UnusedOutletRule.self,
        UnusedActionRule.self,
        CustomClassNameRule.self,
        CustomModuleRule.self,
        UseBaseClassRule.self,
        DuplicateConstraintRule.self,
        MisplacedRule.self,
        AmbiguousRule.self,
        ViewAsDeviceRule.self,
        RelativeToMarginRule.self,
        ImageResourcesRule.self,
        ColorResourcesRule.self,
        ReuseIdentifierRule.self,
        StoryboardViewControllerIDRule.self,
        UseTraitCollectionsRule.self,
        HidesBottomBarRule.self,
        EnableAutolayoutRule.self,
        HasSingleViewControllerRule.self,
        HasInitialViewControllerRule.self,
        StackViewBackgroundColorRule.self,
        UnsatisfiableConstraintsRule.self,
        ViewOutsideSuperviewRule.self,
    ]

    /// The rule with `identifier`.
    public static func rule(withIdentifier identifier: String) -> (any LintRule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
