import StoryboardFormat

/// An outlet whose declared type cannot hold the connected object (`UILabel!` connected to a
/// button), an outlet collection declared as no array, or a non-optional outlet: the loader
/// crashes on the cast, or Swift traps reading the property.
public struct OutletTypeRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "outlet_type", name: "Outlet type",
        description: "An outlet's declared type cannot hold the connected object, an outlet collection is not an array (or an outlet is one), or an outlet is not optional.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: """
                                            <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                                            <outletCollection property="buttons" destination="btn-00-001" collectionClass="NSMutableArray" id="out-00-002"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewController", connections: """
                                            <outlet property="titleLabel" ↓destination="btn-00-001" id="out-00-001"/>
                                            ↓<outlet property="buttons" destination="btn-00-001" id="out-00-002"/>
                    """),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ])

    static let anyTypes: Set<String> = ["Any", "AnyObject", "NSObject", "id"]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let sources = file.project.sources(for: document) else { return [] }
        var result: [Violation] = []
        for connection in document.connections {
            let element: Element
            let isCollection: Bool
            switch connection {
            case .outlet(let outlet): (element, isCollection) = (outlet.element, false)
            case .outletCollection(let collection): (element, isCollection) = (collection.element, true)
            default: continue
            }
            guard let property = element.attribute("property"), let source = connection.source,
                let objectClass = ObjectClass.of(source), objectClass.isCustom
            else { continue }
            let (classes, _, _) = sources.chain(of: objectClass.name)
            guard let outlet = classes.lazy.compactMap({ $0.outlets[property] }).first else { continue }
            let at = "\(outlet.place.path.split(separator: "/").last ?? ""):\(outlet.place.position)"
            if outlet.isCollection != isCollection {
                result.append(violation(
                    isCollection
                        ? "outlet collection \"\(property)\" is declared as a single outlet (\(at))"
                        : "outlet \"\(property)\" is declared as an outlet collection (\(at)); connect it as a collection",
                    in: file, at: element))
                continue
            }
            if !outlet.isOptional {
                result.append(violation(
                    "outlet \"\(property)\" is not optional (\(at)); the nib loader sets it after init", in: file, at: element,
                    attribute: "property"))
            }
            guard let declared = outlet.typeName, !Self.anyTypes.contains(declared),
                let destinationElement = connection.destinationID.flatMap({ document.element(withID: $0) }),
                let destination = ObjectClass.of(destinationElement)
            else { continue }
            // Only a type known to be a class can be told apart (a protocol type is not).
            let declaredIsClass = SystemClasses.superclass[declared] != nil
                || !(sources.classes[declared]?.place.path.isEmpty ?? true)
            guard declaredIsClass, sources.isKind(destination.name, of: declared) == false else { continue }
            result.append(violation(
                "outlet \"\(property)\" is declared \(declared) (\(at)) but connects to a \(destination.name)",
                in: file, at: element, attribute: connection.element.attribute("destination") != nil ? "destination" : nil))
        }
        return result
    }
}
