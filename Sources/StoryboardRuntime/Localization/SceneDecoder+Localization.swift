import StoryboardFormat

/// Base internationalization while decoding: each text Interface Builder localizes is looked
/// up in the storyboard's strings table as `"<objectID>.<property>"` (`"abc-12-xyz.text"`,
/// `.normalTitle`, `.segmentTitles[0]` …) when the object is decoded, so nothing walks the
/// document for it and a scene costs no more to localize than its own texts.
extension SceneDecoder {
    /// The translated `property` of the object `id`, or `base` when there is no table or no
    /// entry (ibtool writes keys only for texts the base document has; an entry without a base
    /// text is applied all the same, as UIKit applies the compiled table's values).
    func localized(_ base: String?, id: String?, _ property: String) -> String? {
        guard let table = storyboard.localizedStrings, let id, let text = table["\(id).\(property)"] else { return base }
        return text
    }

    /// The value a runtime attribute sets: a `localizedString` one is looked up as ibtool keys
    /// it, `"<ownerID>.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[n]"`, `n`
    /// counting the owner's localized-string attributes in document order.
    func runtimeValue(of attribute: RuntimeAttribute, localizedIndex: Int) -> Any? {
        guard case .localizedString(let base) = attribute.value else { return attribute.value.runtimeValue }
        guard storyboard.localizedStrings != nil else { return base }
        let ownerID = tree.parent(of: attribute.node).flatMap { tree.parent(of: $0) }.flatMap { tree.attribute("id", of: $0) }
        return localized(base, id: ownerID, "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(localizedIndex)]")
    }
}
