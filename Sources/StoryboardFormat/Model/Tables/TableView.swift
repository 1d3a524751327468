/// A `<tableView>`: either static (sections of cells fixed in the storyboard) or prototype-based
/// (cells registered by reuse identifier and filled in by a data source).
public struct TableView: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// How the table gets its cells.
    public enum DataMode: Hashable, Sendable {
        case `static`
        case prototypes
        case unknown(String)
    }

    /// `dataMode`; a table without one (xibs, old files) uses prototypes when it has any.
    public var dataMode: DataMode? {
        switch attribute("dataMode") {
        case "static": return .static
        case "prototypes": return .prototypes
        case nil: return nil
        case let other?: return .unknown(other)
        }
    }

    /// `plain`, `grouped`, `insetGrouped`.
    public var style: String? { attribute("style") }

    /// The sections of a static table.
    public var sections: [TableViewSection] {
        guard let sections = child(named: "sections") else { return [] }
        return tree.elements(of: sections, named: "tableViewSection").map { TableViewSection(document: document, node: $0) }
    }

    /// The prototype cells.
    public var prototypes: [TableViewCell] {
        guard let prototypes = child(named: "prototypes") else { return [] }
        return tree.elements(of: prototypes, named: "tableViewCell").map { TableViewCell(document: document, node: $0) }
    }

    /// The view as a view.
    public var view: View { View(document: document, node: node) }

    public static func == (lhs: TableView, rhs: TableView) -> Bool { lhs.document === rhs.document && lhs.node == rhs.node }
    public func hash(into hasher: inout Hasher) { hasher.combine(node) }
}

/// `<tableViewSection headerTitle footerTitle>` of a static table, with its cells.
public struct TableViewSection: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var headerTitle: String? { attribute("headerTitle") }
    public var footerTitle: String? { attribute("footerTitle") }

    public var cells: [TableViewCell] {
        guard let cells = child(named: "cells") else { return [] }
        return tree.elements(of: cells, named: "tableViewCell").map { TableViewCell(document: document, node: $0) }
    }

    public static func == (lhs: TableViewSection, rhs: TableViewSection) -> Bool {
        lhs.document === rhs.document && lhs.node == rhs.node
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(node) }
}
