/// A `<tableView>`: either static (sections of cells fixed in the storyboard) or prototype-based
/// (cells registered by reuse identifier and filled in by a data source).
public struct IBTableView: DocumentElement, Hashable {
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
    public var sections: [IBTableViewSection] {
        guard let sections = child(named: "sections") else { return [] }
        return tree.elements(of: sections, named: "tableViewSection").map { IBTableViewSection(document: document, node: $0) }
    }

    /// The prototype cells.
    public var prototypes: [IBTableViewCell] {
        guard let prototypes = child(named: "prototypes") else { return [] }
        return tree.elements(of: prototypes, named: "tableViewCell").map { IBTableViewCell(document: document, node: $0) }
    }

    /// The view as a view.
    public var view: IBView { IBView(document: document, node: node) }
}

/// `<tableViewSection headerTitle footerTitle>` of a static table, with its cells.
public struct IBTableViewSection: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var headerTitle: String? { attribute("headerTitle") }
    public var footerTitle: String? { attribute("footerTitle") }

    public var cells: [IBTableViewCell] {
        guard let cells = child(named: "cells") else { return [] }
        return tree.elements(of: cells, named: "tableViewCell").map { IBTableViewCell(document: document, node: $0) }
    }
}
