extension RuleExample {
    /// A scene (indented for `storyboard(_:)`) with one controller; `body` holds the
    /// controller's children, indented by twenty spaces, and `connections` the children of its
    /// `<connections>` (nil: no `<connections>` element).
    public static func scene(
        _ body: String = "", element: String = "viewController", attributes: String = "", id: String = "vc0-00-001",
        sceneID: String = "scn-00-001", connections: String? = nil, extraMembers: String = ""
    ) -> String {
        var text = """
                    <scene sceneID="\(sceneID)">
                        <objects>
                            <\(element) id="\(id)"\(attributes.isEmpty ? "" : " " + attributes) sceneMemberID="viewController">

            """
        text += body
        if let connections {
            text += "                    <connections>\n"
            if !connections.isEmpty { text += connections + "\n" }
            text += "                    </connections>\n"
        }
        text += """
                            </\(element)>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
            \(extraMembers)            </objects>
                    </scene>

            """
        return text
    }

    /// A controller's root view holding `subviews` (indented by twenty-eight spaces).
    public static func rootView(_ subviews: String = "", id: String = "vw0-00-001", constraints: String = "") -> String {
        var text = """
                                <view key="view" contentMode="scaleToFill" id="\(id)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>

            """
        if !subviews.isEmpty { text += "                        <subviews>\n" + subviews + "                        </subviews>\n" }
        if !constraints.isEmpty { text += "                        <constraints>\n" + constraints + "                        </constraints>\n" }
        text += "                    </view>\n"
        return text
    }
}
